package io.github.overtake.variants.modest;

import static io.github.overtake.core.orthodox.Orthodox.KING;
import static io.github.overtake.core.orthodox.Orthodox.PAWN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Comp Chess: White plays without its queen. While White has eight pawns on the board, Black may
 * not capture White's queens, rooks, bishops or knights (the king stays attackable). When Black
 * captures one of them, a captured White pawn (from the pool) is due ({@code drop:P}): White's next
 * turn starts by dropping it on an empty square of ranks 3-6 ({@code P@e3,d2d4}), and the dropped
 * pawn may itself move. Check against Black includes that pending drop: a pawn dropped diagonally
 * below the Black king could take it at once.
 */
@Immutable
final class Comp implements ModestVariant {
  /** Slot 0: 1 while White must drop a returned pawn (only ever with White to move). */
  private static final int DUE = 0;

  private static final int WHITE_PAWN = Pieces.code(PAWN, 0);
  private static final int PAWNS = PoolTurns.bit(PAWN);

  @Override
  public String name() {
    return "comp";
  }

  @Override
  public String description() {
    return "Comp Chess: White plays without its queen and gets pawns back for lost pieces";
  }

  @Override
  public String startPosition() {
    return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[] w KQkq - 0 1";
  }

  @Override
  public boolean hasPool() {
    return true;
  }

  @Override
  public int extraSlots() {
    return 1;
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    if (p.sideToMove() == 1) {
      blackTurns(k, p, out, threat);
    } else if (p.extra(DUE) == 0) {
      whiteMoves(k, p, out, threat);
    } else {
      MoveBuffer pre = k.acquire();
      MoveBuffer rest = k.acquire();
      try {
        for (int sq = 16; sq < 48; sq++) {
          if (p.isEmpty(sq)) {
            pre.clear();
            pre.begin().place(sq, WHITE_PAWN, false).set(DUE, 0).end();
            rest.clear();
            PoolTurns.makePlacement(p, pre);
            whiteMoves(k, p, rest, threat);
            p.unmake();
            PoolTurns.prefixAll(pre, rest, out);
          }
        }
      } finally {
        k.release();
        k.release();
      }
    }
  }

  private void whiteMoves(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideMoves(p, 0, out);
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /**
   * Black's FIDE moves: no capture of a White piece while White has eight pawns; a captured White
   * pawn goes to the pool; a captured White piece sends a pooled pawn back to White ({@code
   * drop:P}).
   */
  private void blackTurns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideMoves(p, 1, out);
    if (!PoolTurns.capturesAny(out, ~PoolTurns.bit(KING))) {
      if (!threat) {
        k.castling(this, p, out);
      }
      return;
    }
    boolean shielded = p.countType(0, PAWN) == 8;
    boolean returns = p.pool(WHITE_PAWN) > 0;
    int n = out.size();
    for (int m = 0; m < n; m++) {
      int type = Pieces.type(ModestKit.firstCaptured(out, m));
      boolean piece = type > PAWN && type < KING;
      if (piece && shielded) {
        continue;
      }
      PoolTurns.copyOpen(out, m, PAWNS);
      if (piece && returns) {
        out.poolTake(WHITE_PAWN, 0).set(DUE, 1).end();
      } else {
        out.end();
      }
    }
    out.removeFirst(n);
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /**
   * FIDE's attack test, plus, for Black while White's drop is due, a White pawn dropped on an empty
   * square of ranks 3-6 diagonally below the Black king (the only new way to reach the king: a drop
   * adds one pawn and opens no line). Property-tested against the general definition.
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    if (k.fideThreat(p, side)) {
      return true;
    }
    if (side == 0 || p.extra(DUE) == 0 || p.sideToMove() != 0) {
      return false;
    }
    int king = p.find(1, KING);
    for (int df = -1; df <= 1; df += 2) {
      int sq = ModestKit.offset(king, df, -1);
      if (sq >= 0 && PoolTurns.middleRanks(sq) && p.isEmpty(sq)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void formatExtras(MutablePosition p, StringBuilder out) {
    if (p.extra(DUE) != 0) {
      out.append(" drop:P");
    }
  }

  @Override
  public boolean parseExtra(String token, MutablePosition p) {
    if (!token.startsWith("drop:")) {
      return false;
    }
    if (!token.equals("drop:P")) {
      throw new IllegalArgumentException(
          "Comp's drop: is always a returned White pawn, drop:P, not '" + token + "'");
    }
    p.setExtra(DUE, 1);
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    Pools.validate(p, "P", problems);
    if (p.extra(DUE) != 0 && p.sideToMove() != 0) {
      problems.add("drop:P is White's placement, due only with White to move");
    }
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    return p.extra(DUE) == 0;
  }
}
