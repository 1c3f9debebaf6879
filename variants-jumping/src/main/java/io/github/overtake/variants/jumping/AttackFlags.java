package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;
import static io.github.overtake.variants.jumping.JumpingMoves.highBit;
import static io.github.overtake.variants.jumping.JumpingMoves.in;
import static io.github.overtake.variants.jumping.JumpingMoves.lowBit;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.Arrays;

/**
 * Per-position flag sets that decide, without making it, whether a move leaves the mover's king
 * safe under the {@code checkmate} option (R27.2), or name the few enemy men that may take it: the
 * first stage of {@link KingGuard}. Side S is to move in position P, its king stands on K, the
 * enemy is E. A move is read as its changes: o, the square it lifts its man from; d, the square it
 * lands on; the squares of the men it takes (vacated); and the en-passant target it sets.
 *
 * <p><b>Classes and relaxed legs.</b> A leg of an E man standing on c takes a victim (a man of S)
 * and lands on a vacant square; it reads its victim, its approach (a line piece's squares before
 * the victim), its landing square and, for a line piece, the vacant run up to it. For a class T (a
 * piece type: a chain's man keeps its type, a pawn stops on promoting), the relaxed board of P
 * treats every E man of type T as vacant, and a relaxed leg of T is a leg valid on it that may
 * take a man again. Every leg of a real chain of an E man of type T after S's move, whose board
 * is the position after the move with the chain's origin vacant and its taken men standing, that
 * reads none of the move's changes is a relaxed leg of P (an <i>old</i> leg); the others are
 * <i>new</i>.
 *
 * <p><b>Forward.</b> F_T is the closure of E's men of type T under the relaxed legs of T in P (a
 * pawn landing in its zone stops), leaving out the men no chain of which takes K by files and ranks
 * alone ({@link JumpingMoves#apart}: a bishop of the other colour, most pawns, a king an even
 * number of files and ranks away), whose chains need no flag. P is <b>proven</b> when no relaxed
 * leg of T from F_T takes K, for every T; then no chain of old legs takes K. The first new leg of a
 * chain starts in F_T (the legs before it are old), and uses a change: d as its victim (EF_T: the
 * vacant squares a man of S put there would make the victim of a relaxed leg from F_T, approach and
 * run relaxed-vacant), or a vacated square as its approach, run or landing (OF_T: the first
 * occupied square on a line from F_T, the next one after it, the landing squares of king, pawn and
 * knight legs from F_T), or the en-passant target (EP: the forward diagonal neighbours of F_PAWN; a
 * move setting one makes pawns suspect). A square of the approach or run that the move vacates is
 * the first occupied one of P there, as all before it read vacant; a victim put on d stands before
 * the first occupied one.
 *
 * <p><b>Backward.</b> B_T is the closure of the stand squares from which a relaxed leg of T takes K
 * under the stand squares from which a relaxed leg lands on a vacant square of B_T. The last new
 * leg of a chain that takes K either takes K itself or lands in B_T (the legs after it are old),
 * and uses a change: d as its victim (EB_T) or a vacated square as its approach, run or landing
 * (OB_T), found as above walking back from the landing. B_T is taken only for the classes a move
 * flags forward, and a class whose B_T grows beyond {@link #BACKWARD_LIMIT} squares counts as
 * flagged backward by every move.
 *
 * <p><b>Lemma.</b> A chain of class T takes K after a move only when T hits K (a relaxed leg from
 * F_T takes K: a chain of old legs alone), or a change of the move is in EF_T or OF_T and one is in
 * EB_T or OB_T (or T is pawns and the move sets a target of EP). So in a proven P a move none of
 * whose changes is flagged by both sets of one class is safe, and otherwise only the men of the
 * classes so named need their chains walked ({@link #suspects}). A king's move to a square other
 * than its own needs neither proof nor B: its new square was vacant in P, so every chain taking it
 * there has a new leg, whose first is flagged forward, or is a chain of a man left out of F_T that
 * is not apart from the new square, whose class is named too. Without {@code multiJump} every chain
 * is one leg, the last one, which takes K and never d; so only OF is taken, as the squares of S
 * whose vacating completes a leg over K (chess's pins), and moves taking a man or moving the king
 * are left to the plain test.
 *
 * <p>Taking the sets walks the relaxed legs from each square of F_T once (and of B_T when asked):
 * no allocation. Working memory of one {@link KingGuard}; never shared between threads.
 */
final class AttackFlags {
  private static final int[] TYPES = {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING};

  private JumpingBoard b;
  private int[] step;
  private int n;
  private boolean multiJump;

  /** E's men's squares by type: {@code men[(type - 1) * 128 + i]}, {@code counts[type - 1]} of them. */
  private final int[] men = new int[6 * 128];

  private final int[] counts = new int[6];

  /** The squares of F_T being closed, in the order found. */
  private final int[] queue = new int[128];

  private int size;
  private long seen0;
  private long seen1;

  /** Whether the position was proven by the last {@link #take}. */
  boolean proven;

  /** The en-passant targets that a move may not set (EP). */
  private long ep0;

  private long ep1;

  /**
   * Per square, the classes (bit {@code type - 1}) whose sets hold it: bits 0-5 EF_T, 6-11 OF_T,
   * 12-17 EB_T, 18-23 OB_T.
   */
  private final int[] classes = new int[128];

  /** The bit of the class being walked. */
  private int bit;

  /** The classes whose backward sets have been taken, and those whose B_T grew too large. */
  private int backed;

  private int lastAll;

  /** The size of B_T beyond which a class's last new legs are taken to use every change. */
  static final int BACKWARD_LIMIT = 12;

  /** The size limit of B_T in use ({@link #BACKWARD_LIMIT} but in tests). */
  private int limit = BACKWARD_LIMIT;

  /** The class bit of pawns. */
  private static final int PAWN_BIT = 1 << (PAWN - 1);

  /** Every class. */
  private static final int ALL = 0x3F;

  /** The classes T with a relaxed leg from F_T that takes the king ({@code multiJump}). */
  private int hits;

  /**
   * The men left out of F_T ({@link #aparts} of them): those no chain of which takes the king where
   * it stands, by files and ranks alone ({@link JumpingMoves#apart}). After a king's move one may.
   */
  private final int[] apart = new int[128];

  private int aparts;

  /** The code of the king. */
  private int kingCode;

  /** The lift and landing squares of the move last given to {@link #suspects}, when it answered. */
  private int lift;
  private int landing;

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

  /** Sets the size limit of B_T (tests use a large one, where B_T always serves). */
  AttackFlags limit(int squares) {
    this.limit = squares;
    return this;
  }

  /**
   * Takes the flag sets of {@code p} for the king of {@code side} on {@code king}; returns (and
   * sets) {@link #proven}. When not proven the sets are meaningless.
   */
  boolean take(MutablePosition p, int side, int king) {
    this.p = p;
    this.king = king;
    this.enemy = side ^ 1;
    ep0 = 0L;
    ep1 = 0L;
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
   * chain with a new leg; -1 when the flags cannot tell. An answer of 0 or more is given only for a
   * move of one lift and one landing (besides captures, via squares and an en-passant target),
   * whose squares {@link #lift()} and {@link #landing()} then return.
   */
  int suspects(MoveBuffer buffer, int move) {
    int start = buffer.start(move);
    int end = buffer.end(move);
    if (multiJump && end - start == 2) {
      // most moves: one lift and one landing, whose flags are read without the loop below
      int op0 = buffer.opAt(start);
      int op1 = buffer.opAt(start + 1);
      if (Ops.opcode(op0) == Ops.LIFT && Ops.opcode(op1) == Ops.LAND
          && Ops.square(op0) != king) {
        lift = Ops.square(op0);
        landing = Ops.square(op1);
        return chained(((classes[lift] >>> 6) | classes[landing]) & ALL, 0, buffer, start, end);
      }
    }
    int from = -1;
    int to = -1;
    int first = 0; // the classes of a first new leg that may use a change
    int epLeg = 0;
    for (int i = start; i < end; i++) {
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
            epLeg = PAWN_BIT; // a pawn's new leg may take the pawn that set it
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
    lift = from;
    landing = to;
    if (from == king && to != king) {
      // the king's new square was vacant: no old leg takes it there, and the backward sets
      // stand for the king's old square
      return multiJump ? first | near(to) : -1;
    }
    if (!multiJump) {
      return proven && first == 0 ? 0 : -1;
    }
    return chained(first, epLeg, buffer, start, end);
  }

  /**
   * {@link #suspects} with {@code multiJump} for a move of S that leaves the king where it stands,
   * given the classes {@code first} of a first new leg that may use one of its changes (ops {@code
   * start} to {@code end} of {@code buffer}) and {@code epLeg}, the pawns' class when it sets a
   * target of EP.
   */
  private int chained(int first, int epLeg, MoveBuffer buffer, int start, int end) {
    // a chain of old legs alone is of a class in hits; one with new legs, of a class flagged both
    // ways (or a pawn's en-passant leg)
    if (first == 0) {
      return hits | epLeg;
    }
    if ((first & ~backed) != 0) {
      backward(first & ~backed);
    }
    int last = lastAll; // the classes of a last new leg that may use a change
    for (int i = start; i < end; i++) {
      int op = buffer.opAt(i);
      int code = Ops.opcode(op);
      int sq = Ops.square(op);
      if (code == Ops.LAND) {
        last |= classes[sq] >>> 12;
      } else if (code == Ops.LIFT || code == Ops.CAPTURE) {
        last |= classes[sq] >>> 18;
      }
    }
    return (first & last) | hits | epLeg;
  }

  /** The lift square of the move {@link #suspects} last answered for. */
  int lift() {
    return lift;
  }

  /** The landing square of the move {@link #suspects} last answered for. */
  int landing() {
    return landing;
  }

  // ------------------------------------------------------------ multiJump: the closures F_T

  private boolean chains() {
    hits = 0;
    aparts = 0;
    kingCode = p.at(king);
    // E's men by type, in one pass over its list
    Arrays.fill(counts, 0);
    for (int i = 0, c = p.pieceCount(enemy); i < c; i++) {
      int s = p.pieceSquare(enemy, i);
      int t = Pieces.type(p.at(s)) - 1;
      men[t * 128 + counts[t]++] = s;
    }
    for (int k = 0; k < TYPES.length; k++) {
      int type = TYPES[k];
      int t = type - 1;
      if (counts[t] == 0) {
        continue;
      }
      bit = 1 << t;
      relaxed = Pieces.code(type, enemy);
      size = 0;
      seen0 = 0L;
      seen1 = 0L;
      for (int i = t * 128, e = i + counts[t]; i < e; i++) {
        if (JumpingMoves.apart(relaxed, men[i], kingCode, king, b.files)) {
          // by files and ranks, no chain of this man takes the king where it stands
          apart[aparts++] = men[i];
        } else {
          add(men[i]);
        }
      }
      for (int i = 0; i < size; i++) {
        legs(type, queue[i]);
      }
    }
    return hits == 0;
  }

  /**
   * The classes of the men left out of F_T that are not apart from the king once it stands on
   * {@code to}: their chains may take it there, with old legs alone.
   */
  private int near(int to) {
    int named = 0;
    for (int i = 0; i < aparts; i++) {
      int code = p.at(apart[i]);
      if (!JumpingMoves.apart(code, apart[i], kingCode, to, b.files)) {
        named |= 1 << (Pieces.type(code) - 1);
      }
    }
    return named;
  }

  // ------------------------------------------------------------ multiJump: the closures B_T

  /**
   * The backward closure B_T of {@code type}: the stand squares from which relaxed legs lead to a
   * leg over the king; adds the squares of a last new leg to EB_T and OB_T.
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
      if (size > limit) {
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
   * squares and adds their flags; a leg taking the king adds the class to {@link #hits}.
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
        hits |= bit;
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
        hits |= bit;
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
          hits |= bit;
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
      seen0 |= lowBit(sq);
      seen1 |= highBit(sq);
      queue[size++] = sq;
    }
  }

  private void enterB(int sq) {
    classes[sq] |= bit << 12;
  }

  private void leaveB(int sq) {
    classes[sq] |= bit << 18;
  }

  private void enter(int sq) {
    classes[sq] |= bit;
  }

  private void leave(int sq) {
    classes[sq] |= bit << 6;
  }

  private void target(int sq) {
    ep0 |= lowBit(sq);
    ep1 |= highBit(sq);
  }
}
