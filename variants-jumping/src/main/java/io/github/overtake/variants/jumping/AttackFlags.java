package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * Per-position flag sets that decide, without making it, that a quiet move leaves the mover's
 * king safe under the {@code checkmate} option (R27.2): the first stage of {@link KingGuard}.
 * Side S is to move, its king stands on K, the enemy is E. A move is decided here when it is
 * <i>simple</i>: it lifts one man of S other than the king from o and lands it on d (promotion
 * allowed), captures nothing and has no other op but an en-passant target. Everything else, and
 * every move of a position that is not {@linkplain #proven proven}, is left to the footprint.
 *
 * <p><b>Legs and the relaxed board.</b> A leg of an E man standing on c takes a victim (a man of S)
 * and lands on a square; it reads its victim, its approach (a line piece's squares before the
 * victim), its landing square and, for a line piece, the run of vacant squares up to it. For a
 * <i>class</i> T (the six piece types), the relaxed board of P treats every E man of type T as
 * vacant, and a relaxed leg of T is a leg valid on it, ignoring that a man cannot be taken twice
 * and, but for a pawn's landing in its zone, where a chain stops. Every leg of a real chain of an
 * E man of type T after S's move is played on the board after the move with the chain's origin
 * vacant and its taken men standing: the chain's piece never changes type (a pawn stops on
 * promoting), its origin is an E man of type T, and the taken men only rule legs out.
 *
 * <p><b>The forward reach F_T</b> is the closure of the squares of E's men of type T under the
 * relaxed legs of T in P (with {@code multiJump}; without it, F_T is those squares alone, and the
 * sets are narrowed as below). The position is <b>proven</b> when no relaxed leg of T from a square
 * of F_T takes K, for every T.
 *
 * <p><b>Lemma.</b> If P is proven and the simple move o→d is not flagged ({@code d} not in {@link
 * #enter0 enter}, {@code o} not in {@link #leave0 leave}, its en-passant target, if any, not in
 * {@link #ep0 ep}), no E chain takes K after it. <i>Proof.</i> Let P' be the position after the
 * move: it differs from P only on o (vacated) and d (now a man of S), and E's en-passant target in
 * P' is the move's own (E has none from P). Take a chain L1..Lk of an E man of type T on s0 in P'
 * whose last leg takes K (K did not move). A leg valid in P' that reads neither o nor d (nor the
 * target) is a relaxed leg of P: every other square reads the same, and the only E man vacant in
 * P' is the origin, vacant on the relaxed board too. If every leg is such, then by induction the
 * stand squares of L1..Lk lie in F_T (s0 does, each landing extends the closure) and Lk is a
 * relaxed leg from F_T taking K: P is not proven. Otherwise let Lj be the first leg that is not; it
 * starts on a square c of F_T and, being valid in P', reads o or d so that it differs from P:
 * <ul>
 *   <li>d as its victim (d was vacant in P; filling it only blocks an approach, landing or run
 *       otherwise). If its approach, landing and run avoid o, they are relaxed-vacant in P and d
 *       is in {@code enter}: a vacant square that a man of S standing on it would make the victim
 *       of a relaxed leg from F_T. Otherwise o is on its approach or run, or is its landing.
 *   <li>o, vacated, on its approach, run or landing (a victim stands on a man of S of P, or on d).
 *       On a line from c: the approach in P' is vacant but for o, so o was the first occupied square
 *       of P on the line; or o lies beyond the victim, whose run up to o is vacant in P', so o was
 *       the first occupied square of P beyond the first (a man of S) or beyond d. For a king or
 *       pawn leg o is two steps from c past a square that is not E's; for a knight leg it is the
 *       leap's target. Each of those squares holding a man of S is in {@code leave}.
 *   <li>the target: an en-passant leg from c onto the target square, which lies a forward
 *       diagonal step from c (a pawn of F_PAWN): the target is in {@code ep}.
 * </ul>
 * Each case flags the move. ∎
 *
 * <p>Without {@code multiJump} (single captures: chains of one leg) the leg Lj is Lk itself, which
 * takes K, never d; so {@code enter} and {@code ep} stay empty and {@code leave} holds only the
 * squares of S whose vacating completes a leg over K: chess's pins and discovered lines.
 *
 * <p>Taking the sets costs one walk of the legs from each square of F_T, a few hundred
 * nanoseconds. Working memory of one {@link KingGuard}; never shared between threads.
 */
final class AttackFlags {
  private static final int[] TYPES = {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING};

  private JumpingBoard b;
  private int[] step;
  private int n;
  private boolean multiJump;

  /** The squares of F_T being closed, in the order found. */
  private final int[] queue = new int[128];

  private int size;
  private long seen0;
  private long seen1;

  /** Whether the position was proven by the last {@link #take}. */
  boolean proven;

  /** The vacant squares a man of S landing on would flag (d in the lemma). */
  long enter0;

  long enter1;

  /** The squares of S a man lifted from would flag (o in the lemma). */
  long leave0;

  long leave1;

  /** The en-passant targets that would flag a move setting them. */
  long ep0;

  long ep1;

  /** The position's E side, the relaxed code of the class being closed, and the king's square. */
  private int enemy;

  private int relaxed;
  private int king;
  private MutablePosition p;

  /** Binds the flags to a board and the {@code multiJump} option. */
  void bind(JumpingBoard board, boolean multiJump) {
    this.b = board;
    this.step = board.step;
    this.n = board.n;
    this.multiJump = multiJump;
  }

  /**
   * Takes the flag sets of {@code p} for the king of {@code side} on {@code king}; returns (and
   * sets) {@link #proven}. When not proven the sets are meaningless.
   */
  boolean take(MutablePosition p, int side, int king) {
    this.p = p;
    this.king = king;
    this.enemy = side ^ 1;
    enter0 = 0L;
    enter1 = 0L;
    leave0 = 0L;
    leave1 = 0L;
    ep0 = 0L;
    ep1 = 0L;
    proven = multiJump ? chains() : single();
    this.p = null;
    return proven;
  }

  /** Whether a simple move from {@code o} to {@code d} with en-passant target {@code t} is safe. */
  boolean safe(int o, int d, int t) {
    return !in(d, enter0, enter1) && !in(o, leave0, leave1) && (t < 0 || !in(t, ep0, ep1));
  }

  // ------------------------------------------------------------ multiJump: the closures F_T

  private boolean chains() {
    for (int type : TYPES) {
      relaxed = Pieces.code(type, enemy);
      size = 0;
      seen0 = 0L;
      seen1 = 0L;
      for (int i = 0, c = p.pieceCount(enemy); i < c; i++) {
        int s = p.pieceSquare(enemy, i);
        if (p.at(s) == relaxed) {
          add(s);
        }
      }
      for (int i = 0; i < size; i++) {
        if (!legs(type, queue[i])) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Walks the relaxed legs of {@code type} from {@code c}: extends the closure with their landing
   * squares and adds their flags. Returns false when one takes the king.
   */
  private boolean legs(int type, int c) {
    switch (type) {
      case PAWN:
        {
          int up = enemy == 0 ? Geometry.NORTH_EAST : Geometry.SOUTH_EAST;
          int left = enemy == 0 ? Geometry.NORTH_WEST : Geometry.SOUTH_WEST;
          return step(up, c, true) && step(left, c, true);
        }
      case KNIGHT:
        return leaps(c);
      case BISHOP:
        return lines(c, 1, 2);
      case ROOK:
        return lines(c, 0, 2);
      case QUEEN:
        return lines(c, 0, 1);
      case KING:
        for (int d = 0; d < 8; d++) {
          if (!step(d, c, false)) {
            return false;
          }
        }
        return true;
      default:
        return true;
    }
  }

  /** A king's or pawn's leg in direction {@code d} from {@code c}. */
  private boolean step(int d, int c, boolean pawn) {
    int base = d * n;
    int a = step[base + c];
    if (a < 0) {
      return true;
    }
    int l = step[base + a];
    if (pawn) {
      target(a); // an en-passant target there makes a leg from c
    }
    if (l < 0) {
      return true;
    }
    int ca = p.at(a);
    int cl = p.at(l);
    boolean open = vacant(cl);
    if (ca == 0) {
      if (open) {
        enter(a);
      }
    } else if (Pieces.side(ca) == enemy) {
      return true; // E's man is never a victim
    } else if (open) {
      if (a == king) {
        return false;
      }
      if (!pawn || !b.inZone(l, enemy)) {
        add(l); // a pawn that reaches its zone stops there
      }
    }
    if (cl != 0 && Pieces.side(cl) != enemy) {
      leave(l);
    }
    return true;
  }

  private boolean leaps(int c) {
    for (int i = c * 8, e = i + 8; i < e; i++) {
      int u = b.knightTo[i];
      if (u < 0) {
        break;
      }
      int fa = b.flankLo[i];
      int fb = b.flankHi[i];
      int ca = p.at(fa);
      int cb = p.at(fb);
      int cu = p.at(u);
      if (vacant(cu)) {
        if (!flank(fa, ca, u) || !flank(fb, cb, u)) {
          return false;
        }
      } else if (Pieces.side(cu) != enemy
          && ((ca == 0 || Pieces.side(ca) != enemy) || (cb == 0 || Pieces.side(cb) != enemy))) {
        leave(u);
      }
    }
    return true;
  }

  /** A flank {@code f} holding {@code cf} of a leap onto the relaxed-vacant {@code u}. */
  private boolean flank(int f, int cf, int u) {
    if (cf == 0) {
      enter(f);
    } else if (Pieces.side(cf) != enemy) {
      if (f == king) {
        return false;
      }
      add(u);
    }
    return true;
  }

  private boolean lines(int c, int first, int by) {
    for (int d = first; d < 8; d += by) {
      int base = d * n;
      int x = step[base + c];
      int cx = 0;
      while (x >= 0) {
        cx = p.at(x);
        if (!vacant(cx)) {
          break;
        }
        int y = step[base + x];
        if (cx == 0 && y >= 0 && vacant(p.at(y))) {
          enter(x);
        }
        x = y;
      }
      if (x < 0 || Pieces.side(cx) == enemy) {
        continue;
      }
      leave(x); // vacated, it opens the line beyond
      int l = step[base + x];
      int cl = 0;
      if (l >= 0 && x == king && vacant(p.at(l))) {
        return false;
      }
      while (l >= 0) {
        cl = p.at(l);
        if (!vacant(cl)) {
          break;
        }
        add(l);
        l = step[base + l];
      }
      if (l >= 0 && Pieces.side(cl) != enemy) {
        leave(l); // vacated, it lengthens the run or gives the landing
      }
    }
    return true;
  }

  // ------------------------------------------------------------ single captures: pins

  /**
   * The flags without {@code multiJump}: every leg over K, present (not proven) or completed by
   * vacating one square of S, which goes in {@code leave}.
   */
  private boolean single() {
    int kingCode = Pieces.code(KING, enemy);
    int queen = Pieces.code(QUEEN, enemy);
    int rook = Pieces.code(ROOK, enemy);
    int bishop = Pieces.code(BISHOP, enemy);
    int pawn = Pieces.code(PAWN, enemy);
    int pawnUp = enemy == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int l = step[d * n + king];
      if (l < 0) {
        continue;
      }
      int cl = p.at(l);
      if (cl != 0 && Pieces.side(cl) == enemy) {
        continue; // E's man on the landing square: no leg this way
      }
      int back = Geometry.opposite(d) * n;
      int x = step[back + king];
      if (x < 0) {
        continue;
      }
      int px = p.at(x);
      int slider = (d & 1) != 0 ? bishop : rook;
      boolean attacker =
          px == kingCode || (px == pawn && Geometry.dx(d) != 0 && Geometry.dy(d) == pawnUp);
      int blocker = -1;
      while (!attacker && (px == 0 || (blocker < 0 && Pieces.side(px) != enemy))) {
        if (px != 0) {
          blocker = x; // the one man of S that may be lifted from the approach
        }
        x = step[back + x];
        if (x < 0) {
          break;
        }
        px = p.at(x);
      }
      if (!attacker && (x < 0 || (px != queen && px != slider))) {
        continue;
      }
      if (cl == 0 && blocker < 0) {
        return false; // a single capture takes the king now
      }
      if (cl == 0) {
        leave(blocker);
      } else if (blocker < 0) {
        leave(l);
      }
    }
    int knight = Pieces.code(KNIGHT, enemy);
    for (int i = b.flankOfStart[king], e = b.flankOfStart[king + 1]; i < e; i += 2) {
      if (p.at(b.flankOf[i]) == knight) {
        int u = b.flankOf[i + 1];
        int cu = p.at(u);
        if (cu == 0) {
          return false;
        }
        if (Pieces.side(cu) != enemy) {
          leave(u);
        }
      }
    }
    return true;
  }

  // ------------------------------------------------------------ sets

  private boolean vacant(int code) {
    return code == 0 || code == relaxed;
  }

  private void add(int sq) {
    if (!in(sq, seen0, seen1)) {
      if (sq < 64) {
        seen0 |= 1L << sq;
      } else {
        seen1 |= 1L << (sq - 64);
      }
      queue[size++] = sq;
    }
  }

  private void enter(int sq) {
    if (sq < 64) {
      enter0 |= 1L << sq;
    } else {
      enter1 |= 1L << (sq - 64);
    }
  }

  private void leave(int sq) {
    if (sq < 64) {
      leave0 |= 1L << sq;
    } else {
      leave1 |= 1L << (sq - 64);
    }
  }

  private void target(int sq) {
    if (sq < 64) {
      ep0 |= 1L << sq;
    } else {
      ep1 |= 1L << (sq - 64);
    }
  }

  static boolean in(int sq, long lo, long hi) {
    return sq < 64 ? ((lo >>> sq) & 1L) != 0 : ((hi >>> (sq - 64)) & 1L) != 0;
  }
}
