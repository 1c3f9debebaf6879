package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.QUEEN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.orthodox.ChessRules;
import io.github.overtake.orthodox.Orthodox;
import io.github.overtake.orthodox.OrthodoxKit;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.List;

/**
 * Heroic Chess (Modest Proposals): FIDE chess, except that a man capturing a strictly
 * higher-ranking enemy man (pawn, knight, bishop, rook, queen, king in rising order) leaves the
 * board together with its victim. A pawn that captures onto its last rank therefore dies and never
 * promotes. Legality is FIDE's check test after both removals; checkmate wins, stalemate and bare
 * kings draw.
 */
@Immutable
public final class HeroicRules implements RuleSet {
  private static final int E1 = 4;
  private static final int A1 = 0;
  private static final int H1 = 7;
  private static final int E8 = 60;
  private static final int A8 = 56;
  private static final int H8 = 63;

  private static final ChessRules CHESS = new ChessRules();
  private static final OrthodoxKit KIT = CHESS.kit();
  private static final MoveBuffer.MoveFilter LEGAL = HeroicRules::keepsKingSafe;

  /** Creates the rule set. */
  public HeroicRules() {}

  @Override
  public String id() {
    return "modest-heroic";
  }

  @Override
  public String description() {
    return "Heroic Chess: a man that captures a higher-ranking man dies with its victim";
  }

  @Override
  public Geometry geometry() {
    return KIT.geometry();
  }

  @Override
  public List<PieceType> pieceTypes() {
    return Orthodox.pieceTypes();
  }

  @Override
  public String startPosition() {
    return ChessRules.START;
  }

  @Override
  public int[] castlingRightsCleared() {
    return CHESS.castlingRightsCleared();
  }

  @Override
  public void generateMoves(MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    KIT.generatePieces(p, side, out);
    int n = out.size();
    for (int m = 0; m < n; m++) {
      rewrite(out, m);
    }
    out.removeFirst(n);
    if (side == 0) {
      KIT.standardCastling(p, 0, E1, H1, A1, out);
    } else {
      KIT.standardCastling(p, 1, E8, H8, A8, out);
    }
    out.filter(p, LEGAL);
  }

  /**
   * Appends move {@code m} as Heroic Chess plays it: a man capturing a higher-ranking man lands
   * and is then removed too (an implied capture of itself, so the text stays {@code c3d5}); a pawn
   * that dies this way on its last rank does not promote, so of the four promotions one move
   * remains.
   */
  private static void rewrite(MoveBuffer out, int m) {
    int s = out.start(m);
    int e = out.end(m);
    int lifted = Ops.piece(out.opAt(s));
    int liftType = Pieces.type(lifted);
    int victimType = 0;
    for (int i = s; i < e; i++) {
      int op = out.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE) {
        victimType = Pieces.type(Ops.piece(op));
      }
    }
    boolean dies = victimType > liftType;
    int land = out.opAt(e - 1);
    if (dies && Pieces.type(Ops.piece(land)) != liftType && Pieces.type(Ops.piece(land)) != QUEEN) {
      return; // the same death as the queen promotion, already written
    }
    out.begin().flag(out.flags(m));
    for (int i = s; i < e - 1; i++) {
      out.op(out.opAt(i));
    }
    if (dies) {
      int to = Ops.square(land);
      out.land(to, lifted).capture(to, lifted, Ops.IMPLIED);
    } else {
      out.op(land);
    }
    out.end();
  }


  private static boolean keepsKingSafe(MutablePosition p, MoveBuffer b, int m) {
    int side = p.sideToMove();
    p.make(b, m);
    int king = p.find(side, KING);
    boolean ok = king < 0 || !KIT.attacked(p, king, side ^ 1);
    p.unmake();
    return ok;
  }

  @Override
  public boolean inCheck(MutablePosition p) {
    return CHESS.inCheck(p);
  }

  @Override
  public Outcome outcome(MutablePosition p, int legalMoves) {
    if (legalMoves == 0) {
      return inCheck(p)
          ? Outcome.win(Side.ofIndex(p.sideToMove() ^ 1), StandardTermination.CHECKMATE)
          : Outcome.draw(StandardTermination.STALEMATE);
    }
    if (p.pieceCount(0) == 1 && p.pieceCount(1) == 1) {
      return Outcome.draw(StandardTermination.INSUFFICIENT_MATERIAL);
    }
    return Outcome.ONGOING;
  }

  @Override
  public List<String> validate(MutablePosition p) {
    return CHESS.validate(p);
  }
}
