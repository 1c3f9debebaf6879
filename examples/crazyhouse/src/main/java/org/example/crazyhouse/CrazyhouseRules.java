package org.example.crazyhouse;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.orthodox.ChessRules;
import io.github.overtake.orthodox.OrthodoxKit;
import java.util.List;

/**
 * Crazyhouse as lichess and FICS play it: chess, plus a captured man changes colour and goes into
 * the capturer's pool (a promoted man goes back as a pawn); on its turn a player may drop a man
 * from its pool on any empty square, pawns not on the first or last rank. Drop mates count. Its
 * position text is X-FEN with the pools in brackets and {@code ~} after a promoted man, as
 * Fairy-Stockfish writes it: {@code rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1}.
 */
public final class CrazyhouseRules extends ChessRules {
  /** The variant id. */
  public static final String ID = "crazyhouse";

  private static final OrthodoxKit KIT =
      new OrthodoxKit(Geometry.standard(), QUEEN, ROOK, BISHOP, KNIGHT)
          .withCaptureEffect(CrazyhouseRules::toCapturersPool)
          .markingPromotions();

  /** Creates the rules. */
  public CrazyhouseRules() {
    super(KIT);
  }

  /** The capture effect: the man leaves the board and joins the capturer's pool, demoted. */
  private static void toCapturersPool(
      MutablePosition p, int square, int piece, int flags, MoveBuffer out) {
    int type = Pieces.reversed(piece) ? PAWN : Pieces.type(piece); // promoted: back to a pawn
    out.capture(square, piece, flags);
    out.op(Ops.of(Ops.POOL_ADD, 0, Pieces.code(type, Pieces.side(piece) ^ 1), 0));
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String description() {
    return "Crazyhouse";
  }

  @Override
  public String startPosition() {
    return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
  }

  @Override
  public boolean hasPool() {
    return true;
  }

  /** Promoted men carry the mark bit, written {@code ~} as in X-FEN. */
  @Override
  public char pieceMark() {
    return '~';
  }

  @Override
  protected void generateDrops(MutablePosition p, int side, MoveBuffer out) {
    for (int type = PAWN; type < KING; type++) {
      int code = Pieces.code(type, side);
      if (p.pool(code) == 0) {
        continue;
      }
      int from = type == PAWN ? 8 : 0; // pawns never on the first or last rank
      int to = type == PAWN ? 56 : 64;
      for (int sq = from; sq < to; sq++) {
        if (p.at(sq) == 0) {
          out.begin().place(sq, code, true).end();
        }
      }
    }
  }

  /** Material never runs out: captured men come back. */
  @Override
  protected boolean insufficientMaterial(MutablePosition p) {
    return false;
  }

  @Override
  public List<String> validate(MutablePosition p) {
    List<String> problems = new java.util.ArrayList<>(super.validate(p));
    for (int sq = 0; sq < 64; sq++) {
      int t = Pieces.type(p.at(sq));
      if (Pieces.reversed(p.at(sq)) && (t == PAWN || t == KING)) {
        problems.add("only a promoted man carries '~', not a pawn or king");
      }
    }
    for (int side = 0; side < 2; side++) {
      if (p.pool(Pieces.code(KING, side)) > 0) {
        problems.add("a king cannot be in a pool");
      }
    }
    return problems;
  }
}
