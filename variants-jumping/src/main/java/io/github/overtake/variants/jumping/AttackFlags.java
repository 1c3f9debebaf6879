package io.github.overtake.variants.jumping;

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
import java.util.Arrays;

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

  /** The squares a last new leg may use: a victim put there, or vacated (B_T's sets). */
  long enterB0;

  long enterB1;
  long leaveB0;
  long leaveB1;

  /**
   * Per square, the classes (bit k: {@code TYPES[k]}) whose sets hold it: bits 0-5 {@code enter},
   * 6-11 {@code leave}, 12-17 {@code enterB}, 18-23 {@code leaveB}. A chain is of one class, so a
   * move is flagged only when one class has both a first and a last new leg using its changes.
   */
  private final int[] classes = new int[128];

  /** The bit of the class being walked. */
  private int bit;

  /** The classes whose backward sets have been taken, and those whose B_T grew too large. */
  private int backed;

  private int lastAll;

  /** The size of B_T beyond which a class's last new legs are taken to use every change. */
  static final int BACKWARD_LIMIT = 24;

  /** Every class. */
  private static final int ALL = 0x3F;

  /** Whether a relaxed leg from F_T takes the king ({@code multiJump}). */
  private boolean hit;

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
    enterB0 = 0L;
    enterB1 = 0L;
    leaveB0 = 0L;
    leaveB1 = 0L;
    bit = 1;
    Arrays.fill(classes, 0);
    backed = 0;
    lastAll = 0;
    proven = multiJump ? chains() : single();
    return proven;
  }

  /**
   * What the flags tell of move {@code move} of {@code buffer}, a move of S in the position of the
   * last {@link #take} (unchanged since): 0 when it leaves S's king safe; a set of classes (bit
   * {@code type - 1}) when only E's men of those classes may take the king after it, each by a
   * chain with a new leg; -1 when the flags cannot tell.
   */
  int suspects(MoveBuffer buffer, int move) {
    int from = -1;
    int to = -1;
    int first = 0; // the classes of a first new leg that may use a change
    for (int i = buffer.start(move), e = buffer.end(move); i < e; i++) {
      int op = buffer.opAt(i);
      int sq = Ops.square(op);
      switch (Ops.opcode(op)) {
        case Ops.LIFT:
          if (from >= 0) {
            return -1;
          }
          from = sq;
          first |= classes[sq] >>> 6;
          break;
        case Ops.LAND:
          if (to >= 0) {
            return -1;
          }
          to = sq;
          first |= classes[sq];
          break;
        case Ops.CAPTURE:
          if (!multiJump) {
            return -1;
          }
          first |= classes[sq] >>> 6;
          break;
        case Ops.EP_TARGET:
          if (in(sq, ep0, ep1)) {
            return -1;
          }
          break;
        case Ops.VIA:
          break;
        default:
          return -1;
      }
    }
    first &= ALL;
    if (from < 0 || to < 0) {
      return -1;
    }
    if (from == king && to != king) {
      // the king's new square was vacant: no old leg takes it there, and the backward sets
      // stand for the king's old square
      return multiJump ? first : -1;
    }
    if (!proven) {
      return -1;
    }
    if (first == 0 || !multiJump) {
      return first == 0 ? 0 : -1;
    }
    if ((first & ~backed) != 0) {
      backward(first & ~backed);
    }
    int last = lastAll; // the classes of a last new leg that may use a change
    for (int i = buffer.start(move), e = buffer.end(move); i < e; i++) {
      int op = buffer.opAt(i);
      int code = Ops.opcode(op);
      int sq = Ops.square(op);
      if (code == Ops.LAND) {
        last |= classes[sq] >>> 12;
      } else if (code == Ops.LIFT || code == Ops.CAPTURE) {
        last |= classes[sq] >>> 18;
      }
    }
    return first & last;
  }

  // ------------------------------------------------------------ multiJump: the closures F_T

  private boolean chains() {
    hit = false;
    for (int k = 0; k < TYPES.length; k++) {
      int type = TYPES[k];
      bit = 1 << (type - 1);
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
      if (size == 0) {
        continue;
      }
      for (int i = 0; i < size; i++) {
        legs(type, queue[i]);
      }
    }
    return !hit;
  }

  // ------------------------------------------------------------ multiJump: the closures B_T

  /**
   * The backward closure B_T of {@code type}: the stand squares from which relaxed legs lead to a
   * leg over the king; adds the squares of a last new leg to {@link #enterB0} and {@link
   * #leaveB0}.
   */
  private void backward(int mask) {
    backed |= mask;
    for (int k = 0; k < TYPES.length; k++) {
      if ((mask & (1 << k)) != 0) {
        bit = 1 << (TYPES[k] - 1);
        relaxed = Pieces.code(TYPES[k], enemy);
        if (!backward1(TYPES[k])) {
          lastAll |= bit;
        }
      }
    }
  }

  /** B_T of one class; false when it grew beyond {@link #BACKWARD_LIMIT} squares (left off). */
  private boolean backward1(int type) {
    size = 0;
    seen0 = 0L;
    seen1 = 0L;
    // B_0 and the final new legs: those over the king
    switch (type) {
      case PAWN:
        intoKing(enemy == 0 ? Geometry.NORTH_EAST : Geometry.SOUTH_EAST);
        intoKing(enemy == 0 ? Geometry.NORTH_WEST : Geometry.SOUTH_WEST);
        break;
      case KING:
        for (int d = 0; d < 8; d++) {
          intoKing(d);
        }
        break;
      case KNIGHT:
        for (int i = b.flankOfStart[king], e = b.flankOfStart[king + 1]; i < e; i += 2) {
          int u = b.flankOf[i + 1];
          if (vacant(p.at(u))) {
            add(b.flankOf[i]);
          } else {
            leaveB(u);
          }
        }
        break;
      default:
        for (int d = type == ROOK ? 0 : (type == BISHOP ? 1 : 0); d < 8;
            d += type == QUEEN ? 1 : 2) {
          int l = step[d * n + king];
          if (l < 0) {
            continue;
          }
          if (!vacant(p.at(l))) {
            leaveB(l);
            continue;
          }
          approach(Geometry.opposite(d) * n, king);
        }
        break;
    }
    for (int i = 0; i < size; i++) {
      if (size > BACKWARD_LIMIT) {
        return false;
      }
      int l = queue[i];
      if (!vacant(p.at(l))) {
        leaveB(l); // vacated, the landing of a last new leg
      } else {
        into(type, l);
      }
    }
    return true;
  }

  /** B_0 of a king's or pawn's leg in direction {@code d} over the king. */
  private void intoKing(int d) {
    int l = step[d * n + king];
    int c = step[Geometry.opposite(d) * n + king];
    if (l < 0 || c < 0) {
      return;
    }
    if (vacant(p.at(l))) {
      add(c);
    } else {
      leaveB(l);
    }
  }

  /**
   * The stand squares of a line leg over the man on {@code v} going back from it ({@code back}
   * the direction): every square up to the first one not vacant, which a vacating opens.
   */
  private void approach(int back, int v) {
    int c = step[back + v];
    while (c >= 0) {
      add(c);
      if (!vacant(p.at(c))) {
        leaveB(c);
        return;
      }
      c = step[back + c];
    }
  }

  /** The relaxed legs of {@code type} landing on the relaxed-vacant square {@code l} of B_T. */
  private void into(int type, int l) {
    switch (type) {
      case PAWN:
        backStep(enemy == 0 ? Geometry.NORTH_EAST : Geometry.SOUTH_EAST, l);
        backStep(enemy == 0 ? Geometry.NORTH_WEST : Geometry.SOUTH_WEST, l);
        break;
      case KING:
        for (int d = 0; d < 8; d++) {
          backStep(d, l);
        }
        break;
      case KNIGHT:
        for (int i = l * 8, e = i + 8; i < e; i++) {
          int c = b.knightTo[i];
          if (c < 0) {
            break;
          }
          int ca = p.at(b.flankLo[i]);
          int cb = p.at(b.flankHi[i]);
          if (ca == 0) {
            enterB(b.flankLo[i]);
          }
          if (cb == 0) {
            enterB(b.flankHi[i]);
          }
          if ((ca != 0 && Pieces.side(ca) != enemy) || (cb != 0 && Pieces.side(cb) != enemy)) {
            add(c);
          }
        }
        break;
      default:
        for (int d = type == BISHOP ? 1 : 0; d < 8; d += type == QUEEN ? 1 : 2) {
          int back = Geometry.opposite(d) * n;
          int x = step[back + l];
          int cx = 0;
          while (x >= 0) {
            cx = p.at(x);
            if (!vacant(cx)) {
              break;
            }
            if (cx == 0) {
              enterB(x); // a victim put there, its run reaching l
            }
            x = step[back + x];
          }
          if (x < 0) {
            continue;
          }
          leaveB(x); // vacated, it lengthens the run to l
          if (Pieces.side(cx) != enemy) {
            approach(back, x);
          }
        }
        break;
    }
  }

  /** A king's or pawn's leg in direction {@code d} landing on {@code l}. */
  private void backStep(int d, int l) {
    int back = Geometry.opposite(d) * n;
    int v = step[back + l];
    if (v < 0) {
      return;
    }
    int c = step[back + v];
    if (c < 0) {
      return;
    }
    int cv = p.at(v);
    if (cv == 0) {
      enterB(v);
    } else if (Pieces.side(cv) != enemy) {
      add(c);
    }
  }

  /**
   * Walks the relaxed legs of {@code type} from {@code c}: extends the closure with their landing
   * squares and adds their flags; a leg taking the king sets {@link #hit}.
   */
  private void legs(int type, int c) {
    switch (type) {
      case PAWN:
        step(enemy == 0 ? Geometry.NORTH_EAST : Geometry.SOUTH_EAST, c, true);
        step(enemy == 0 ? Geometry.NORTH_WEST : Geometry.SOUTH_WEST, c, true);
        break;
      case KNIGHT:
        leaps(c);
        break;
      case BISHOP:
        lines(c, 1, 2);
        break;
      case ROOK:
        lines(c, 0, 2);
        break;
      case QUEEN:
        lines(c, 0, 1);
        break;
      case KING:
        for (int d = 0; d < 8; d++) {
          step(d, c, false);
        }
        break;
      default:
        break;
    }
  }

  /** A king's or pawn's leg in direction {@code d} from {@code c}. */
  private void step(int d, int c, boolean pawn) {
    int base = d * n;
    int a = step[base + c];
    if (a < 0) {
      return;
    }
    int l = step[base + a];
    if (pawn) {
      target(a); // an en-passant target there makes a leg from c
    }
    if (l < 0) {
      return;
    }
    int ca = p.at(a);
    int cl = p.at(l);
    boolean open = vacant(cl);
    if (ca == 0) {
      if (open) {
        enter(a);
      }
    } else if (Pieces.side(ca) == enemy) {
      return; // E's man is never a victim
    } else if (open) {
      if (a == king) {
        hit = true;
      }
      if (!pawn || !b.inZone(l, enemy)) {
        add(l); // a pawn that reaches its zone stops there
      }
    }
    if (!open) {
      leave(l); // vacated, it gives the landing
    }
  }

  private void leaps(int c) {
    for (int i = c * 8, e = i + 8; i < e; i++) {
      int u = b.knightTo[i];
      if (u < 0) {
        break;
      }
      int fa = b.flankLo[i];
      int fb = b.flankHi[i];
      int ca = p.at(fa);
      int cb = p.at(fb);
      if (vacant(p.at(u))) {
        flank(fa, ca, u);
        flank(fb, cb, u);
      } else if (ca == 0 || Pieces.side(ca) != enemy || cb == 0 || Pieces.side(cb) != enemy) {
        leave(u); // vacated, it gives the landing
      }
    }
  }

  /** A flank {@code f} holding {@code cf} of a leap onto the relaxed-vacant {@code u}. */
  private void flank(int f, int cf, int u) {
    if (cf == 0) {
      enter(f);
    } else if (Pieces.side(cf) != enemy) {
      if (f == king) {
        hit = true;
      }
      add(u);
    }
  }

  private void lines(int c, int first, int by) {
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
      if (x < 0) {
        continue;
      }
      leave(x); // vacated, it opens the line beyond
      if (Pieces.side(cx) == enemy) {
        continue;
      }
      int l = step[base + x];
      int cl = 0;
      while (l >= 0) {
        cl = p.at(l);
        if (!vacant(cl)) {
          break;
        }
        if (x == king) {
          hit = true;
        }
        add(l);
        l = step[base + l];
      }
      if (l >= 0) {
        leave(l); // vacated, it lengthens the run or gives the landing
      }
    }
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

  private void enterB(int sq) {
    classes[sq] |= bit << 12;
    if (sq < 64) {
      enterB0 |= 1L << sq;
    } else {
      enterB1 |= 1L << (sq - 64);
    }
  }

  private void leaveB(int sq) {
    classes[sq] |= bit << 18;
    if (sq < 64) {
      leaveB0 |= 1L << sq;
    } else {
      leaveB1 |= 1L << (sq - 64);
    }
  }

  private void enter(int sq) {
    classes[sq] |= bit;
    if (sq < 64) {
      enter0 |= 1L << sq;
    } else {
      enter1 |= 1L << (sq - 64);
    }
  }

  private void leave(int sq) {
    classes[sq] |= bit << 6;
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
