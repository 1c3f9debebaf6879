package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Detention Chess: play on files c-h only. Captured enemy pieces are stored on the a-file (White's
 * from a1 up, Black's from a8 down, newest at the entry square, at most three); a fourth sends the
 * oldest back to its owner in exchange for the opponent's oldest stored piece. Returned pieces wait
 * on the owner's b-file (newest on b1/b8) and the newest re-enters on the square vacated by the
 * owner's next move. A pawn reaches its last rank only by becoming the oldest piece the opponent
 * stores. No castling. The a- and b-files take no part in play.
 */
@Immutable
final class Detention implements ModestVariant {
  private static final int STORE = 3;
  private static final int FIRST_FILE = 2;
  private static final int[] KNIGHT_DX = {1, 2, 2, 1, -1, -2, -2, -1};
  private static final int[] KNIGHT_DY = {2, 1, -1, -2, -2, -1, 1, 2};
  private static final int[] RAY_DX = {0, 1, 1, 1, 0, -1, -1, -1};
  private static final int[] RAY_DY = {1, 1, 0, -1, -1, -1, 0, 1};

  @Override
  public String name() {
    return "detention";
  }

  @Override
  public String description() {
    return "Detention Chess: captured pieces are stored and exchanged, play on files c-h";
  }

  @Override
  public String startPosition() {
    return "B1rnqknr/B1pppppp/8/8/8/8/b1PPPPPP/b1RNQKNR w - - 0 1";
  }

  @Override
  public boolean noCastling() {
    return true;
  }

  @Override
  public boolean refillsVacatedSquare() {
    return true;
  }

  /** Square {@code i} of {@code side}'s storage, 0 the entry square (newest). */
  private static int storeSq(int side, int i) {
    return side == 0 ? 8 * i : 56 - 8 * i;
  }

  /** Square {@code i} of {@code side}'s waiting stack, 0 the back-rank square (next to enter). */
  private static int waitSq(int side, int i) {
    return side == 0 ? 1 + 8 * i : 57 - 8 * i;
  }

  private static int storeSize(MutablePosition p, int side) {
    int n = 0;
    while (n < STORE && p.at(storeSq(side, n)) != 0) {
      n++;
    }
    return n;
  }

  private static int waitSize(MutablePosition p, int side) {
    int n = 0;
    while (n < 8 && p.at(waitSq(side, n)) != 0 && Pieces.isSide(p.at(waitSq(side, n)), side)) {
      n++;
    }
    return n;
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    int opp = side ^ 1;
    for (int i = 0, c = p.pieceCount(side); i < c; i++) {
      int sq = p.pieceSquare(side, i);
      if ((sq & 7) >= FIRST_FILE && k.writesFrom(sq)) {
        k.orthodox().generateFrom(p, sq, out);
      }
    }
    int oppStore = storeSize(p, opp);
    int promotion = oppStore == 0 ? 0 : Pieces.type(p.at(storeSq(opp, oppStore - 1)));
    int myWait = waitSize(p, side);
    int n = out.size();
    for (int m = 0; m < n; m++) {
      int land = landOp(out, m);
      if ((Ops.square(land) & 7) < FIRST_FILE) {
        continue; // rule 2: nothing enters files a-b
      }
      int mover = ModestKit.mover(out, m);
      int landed = Ops.piece(land);
      if (Pieces.type(mover) == PAWN && landed != mover && Pieces.type(landed) != promotion) {
        continue; // rule 7: only the opponent's oldest stored piece, and none without storage
      }
      emit(p, out, m, side, myWait, oppStore, landed != mover);
    }
    out.removeFirst(n);
  }

  /**
   * Appends base move {@code m} as a complete turn (rule 8): (a) a promotion takes the opponent's
   * oldest stored piece off the a-file; (b) the mover's newest waiting piece is lifted off the
   * b-file and the rest move down; (c) a captured piece enters the mover's storage, and a fourth
   * piece sends the oldest home in exchange for the opponent's oldest; finally the re-entry part.
   */
  private static void emit(
      MutablePosition p, MoveBuffer out, int m, int side, int myWait, int oppStore, boolean promotes) {
    int opp = side ^ 1;
    int victim = ModestKit.firstCaptured(out, m);
    int type = Pieces.type(victim);
    boolean stored = type != 0 && type != PAWN && type != KING;
    int myStore = storeSize(p, side);
    int from = out.from(m);
    var unused = ModestKit.copyOpen(out, m);
    if (promotes) { // (a)
      oppStore--;
      out.liftSecondary(storeSq(opp, oppStore), p.at(storeSq(opp, oppStore)));
    }
    boolean overflow = stored && myStore == STORE;
    boolean exchange = overflow && oppStore > 0;
    int entering = myWait > 0 ? p.at(waitSq(side, 0)) : 0;
    if (entering != 0) { // (b)
      out.liftSecondary(waitSq(side, 0), entering);
      if (!exchange) {
        for (int j = 1; j < myWait; j++) {
          move(out, waitSq(side, j), waitSq(side, j - 1), p.at(waitSq(side, j)));
        }
      }
    }
    if (stored) { // (c)
      if (overflow) {
        int oppWait = waitSize(p, opp);
        int myFinal = myWait - (entering != 0 ? 1 : 0) + (exchange ? 1 : 0);
        if (oppWait + 1 + myFinal > 8) {
          out.cancel();
          return; // no room on the b-file (not reached in play)
        }
        for (int w = oppWait - 1; w >= 0; w--) {
          move(out, waitSq(opp, w), waitSq(opp, w + 1), p.at(waitSq(opp, w)));
        }
        move(out, storeSq(side, STORE - 1), waitSq(opp, 0), p.at(storeSq(side, STORE - 1)));
        if (exchange) {
          if (entering == 0) {
            for (int w = myWait - 1; w >= 0; w--) {
              move(out, waitSq(side, w), waitSq(side, w + 1), p.at(waitSq(side, w)));
            }
          }
          int back = storeSq(opp, oppStore - 1);
          move(out, back, waitSq(side, 0), p.at(back));
        }
      }
      for (int j = Math.min(myStore, STORE - 1) - 1; j >= 0; j--) {
        move(out, storeSq(side, j), storeSq(side, j + 1), p.at(storeSq(side, j)));
      }
      out.landSecondary(storeSq(side, 0), victim);
    }
    if (entering != 0) {
      out.part().place(from, entering, false);
    }
    out.end();
  }

  private static void move(MoveBuffer out, int from, int to, int piece) {
    out.liftSecondary(from, piece).landSecondary(to, piece);
  }

  /**
   * The attack test of S1.2 on files c-h: FIDE's attacks by men standing in the playing area, lines
   * ending at file c, and pawns attacking their last rank only when the attacked side stores a
   * piece to promote into (rule 7).
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int king = p.find(side, KING);
    if (king < 0) {
      return false;
    }
    int by = side ^ 1;
    int f = king & 7;
    int r = king >> 3;
    for (int i = 0; i < 8; i++) {
      int t = at(p, f + KNIGHT_DX[i], r + KNIGHT_DY[i]);
      if (t == Pieces.code(KNIGHT, by)) {
        return true;
      }
    }
    for (int d = 0; d < 8; d++) {
      boolean diagonal = (d & 1) != 0;
      for (int step = 1; ; step++) {
        int t = at(p, f + RAY_DX[d] * step, r + RAY_DY[d] * step);
        if (t < 0) {
          break;
        }
        if (t == 0) {
          continue;
        }
        if (Pieces.isSide(t, by)) {
          int type = Pieces.type(t);
          if (type == QUEEN || type == (diagonal ? BISHOP : ROOK) || (step == 1 && type == KING)) {
            return true;
          }
        }
        break;
      }
    }
    int pawnRank = by == 0 ? r - 1 : r + 1;
    boolean lastRank = r == (by == 0 ? 7 : 0);
    if (!lastRank || storeSize(p, side) > 0) {
      int pawn = Pieces.code(PAWN, by);
      return at(p, f - 1, pawnRank) == pawn || at(p, f + 1, pawnRank) == pawn;
    }
    return false;
  }

  /** The man on a square of the playing area, 0 when empty, -1 outside it. */
  private static int at(MutablePosition p, int file, int rank) {
    if (file < FIRST_FILE || file > 7 || rank < 0 || rank > 7) {
      return -1;
    }
    return p.at(rank * 8 + file);
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    String files = "ab";
    for (int r = 0; r < 8; r++) {
      for (int f = 0; f < FIRST_FILE; f++) {
        int t = Pieces.type(p.at(r * 8 + f));
        if (t == PAWN || t == KING) {
          problems.add("no pawn or king may stand on the " + files.charAt(f) + "-file");
        }
      }
    }
    for (int side = 0; side < 2; side++) {
      String who = side == 0 ? "White" : "Black";
      boolean gap = false;
      for (int i = 0; i < STORE; i++) {
        int t = p.at(storeSq(side, i));
        if (t == 0) {
          gap = true;
        } else if (gap) {
          problems.add(who + "'s stored pieces must be packed from " + (side == 0 ? "a1" : "a8"));
        } else if (Pieces.isSide(t, side)) {
          problems.add(who + "'s storage may hold only enemy pieces");
        }
      }
    }
    if (p.at(24) != 0 || p.at(32) != 0) {
      problems.add("a storage holds at most three pieces (a1-a3, a8-a6): a4 and a5 stay empty");
    }
    int white = waitSize(p, 0);
    int black = waitSize(p, 1);
    for (int i = white; i < 8 - black; i++) {
      if (p.at(waitSq(0, i)) != 0) {
        problems.add("waiting pieces belong to the b-file's owner, packed from b1 (White) and b8"
            + " (Black)");
        break;
      }
    }
  }

  @Override
  public boolean bareKings(MutablePosition p) {
    for (int side = 0; side < 2; side++) {
      for (int i = 0, c = p.pieceCount(side); i < c; i++) {
        int sq = p.pieceSquare(side, i);
        if ((sq & 7) >= FIRST_FILE && Pieces.type(p.at(sq)) != KING) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    return waitSize(p, 0) == 0 && waitSize(p, 1) == 0;
  }

  /** Returns the mover's landing op of move {@code m} (the last LAND that is not secondary). */
  private static int landOp(MoveBuffer out, int m) {
    for (int i = out.end(m) - 1; i >= out.start(m); i--) {
      int op = out.opAt(i);
      if (Ops.opcode(op) == Ops.LAND && !Ops.has(op, Ops.SECONDARY)) {
        return op;
      }
    }
    return 0;
  }

  /**
   * The threats are FIDE's attacks by the men in the playing area, lines ending at its edge, some
   * pawn attacks left out.
   */
  @Override
  public boolean threatsWithinFide() {
    return true;
  }
}
