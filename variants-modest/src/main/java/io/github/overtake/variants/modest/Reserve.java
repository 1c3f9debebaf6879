package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Reserve Chess: the first queen, rook, bishop or knight a side loses becomes its reserve, held off
 * the board. Instead of a move, a side may swap its reserve with one of its own pieces of another
 * type that no enemy man attacks (geometrically, pins ignored); the piece taken off becomes the
 * reserve. Check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): captures are FIDE's, a swap removes nothing,
 * and every turn is legal when the king is safe.
 */
@Immutable
final class Reserve implements FideThreatVariant {
  /** Reserve type ids by side live in slots 0 (White) and 1 (Black); 0 means none yet. */
  private static final String LETTERS = "  NBRQ";

  @Override
  public String name() {
    return "reserve";
  }

  @Override
  public String description() {
    return "Reserve Chess: the first piece lost becomes a reserve that can be swapped in";
  }

  @Override
  public String startPosition() {
    return ModestKit.FIDE_START + " reserve:-/-";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideTurns(this, p, out, threat);
    firstLossBecomesReserve(p, side, out);
    int reserve = p.extra(side);
    if (!threat && reserve != 0) {
      swaps(k, p, side, reserve, out);
    }
  }

  /** FIDE's moves and castling (no state of their own), legal ones found on the bitboards. */
  @Override
  public long bitboardDeaths() {
    return 0;
  }

  /**
   * Adds the reserve to the bitboard path's legal moves, then the swaps, legal exactly when the
   * side to move is not in check: a swap changes the type of one of the mover's pieces and no
   * square's occupancy, so the enemy's attacks on the king stay as they were.
   */
  @Override
  public void completeBitboardTurns(ModestKit k, MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    firstLossBecomesReserve(p, side, out);
    int reserve = p.extra(side);
    if (reserve != 0 && !k.fideThreat(p, side)) {
      swaps(k, p, side, reserve, out);
    }
  }

  @Override
  public boolean bitboardCountsTurns() {
    return false;
  }

  /**
   * Rewrites the moves of {@code out} so that, while the opponent has no reserve yet, the first
   * queen, rook, bishop or knight it loses becomes its reserve.
   */
  private static void firstLossBecomesReserve(MutablePosition p, int side, MoveBuffer out) {
    int n = out.size();
    if (p.extra(side ^ 1) == 0 && ModestKit.anyPieceTaken(out, n)) {
      // the opponent has no reserve yet: its first lost piece becomes one
      for (int m = 0; m < n; m++) {
        MoveBuffer turn = ModestKit.copyOpen(out, m);
        int type = Pieces.type(ModestKit.firstCaptured(out, m));
        if (type != 0 && type != PAWN && type != KING) {
          turn.set(side ^ 1, type);
        }
        turn.end();
      }
      out.removeFirst(n);
    }
  }

  /**
   * Appends the swaps {@code ex(X@s)} of the reserve for unattacked pieces of another type, in
   * square order: the piece list's order depends on the moves made and unmade before, and a
   * listing's order must not.
   */
  private static void swaps(ModestKit k, MutablePosition p, int side, int reserve, MoveBuffer out) {
    int code = Pieces.code(reserve, side);
    for (int sq = 0; sq < 64; sq++) {
      int piece = p.at(sq);
      if (piece == Pieces.EMPTY || !Pieces.isSide(piece, side)) {
        continue;
      }
      int type = Pieces.type(piece);
      if (type != PAWN && type != KING && type != reserve && !k.guarded(p, sq, side ^ 1)) {
        out.begin()
            .liftSecondary(sq, piece)
            .op(Ops.of(Ops.PLACE, sq, code, Ops.SWAP))
            .set(side, type)
            .end();
      }
    }
  }

  @Override
  public int extraSlots() {
    return 2;
  }

  @Override
  public void formatExtras(MutablePosition p, StringBuilder out) {
    out.append(" reserve:").append(letter(p.extra(0), 0)).append('/').append(letter(p.extra(1), 1));
  }

  private static char letter(int type, int side) {
    if (type == 0) {
      return '-';
    }
    char c = LETTERS.charAt(type);
    return side == 0 ? c : Character.toLowerCase(c);
  }

  @Override
  public boolean parseExtra(String token, MutablePosition p) {
    if (!token.startsWith("reserve:")) {
      return false;
    }
    String body = token.substring("reserve:".length());
    int slash = body.indexOf('/');
    if (slash < 0 || body.indexOf('/', slash + 1) >= 0) {
      throw new IllegalArgumentException("reserve: needs <white>/<black>, got '" + body + "'");
    }
    p.setExtra(0, parseReserve(body.substring(0, slash), 0));
    p.setExtra(1, parseReserve(body.substring(slash + 1), 1));
    return true;
  }

  private static int parseReserve(String s, int side) {
    if (s.equals("-")) {
      return 0;
    }
    String who = side == 0 ? "White" : "Black";
    if (s.length() != 1) {
      throw new IllegalArgumentException(
          who + "'s reserve is one queen, rook, bishop or knight or '-', got '" + s + "'");
    }
    char c = s.charAt(0);
    int type = LETTERS.indexOf(Character.toUpperCase(c));
    boolean rightCase = side == 0 ? Character.isUpperCase(c) : Character.isLowerCase(c);
    if (type < 2 || !rightCase) {
      throw new IllegalArgumentException(
          "'" + c + "' cannot be " + who + "'s reserve: it must be that side's queen, rook, bishop"
              + " or knight");
    }
    return type;
  }
}
