package io.github.overtake.orthodox;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.geometry.Topology;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.Objects;

/**
 * The FIDE movement kit on any {@link Geometry}: pawn steps, double steps, captures, en passant
 * and promotion; knight leaps; bishop, rook and queen rays; king steps; castling; and the attack
 * test. Works on flat boards of any size and on annulus and Möbius boards (rays follow the seam,
 * never return to their origin, and two rays reaching one square give one move; a pawn that
 * crosses a Möbius seam is reversed).
 *
 * <p>Variants build on it: the orthodox ruleset ({@link ChessRules}), checkers-chess armies and
 * the Modest capture variants. Piece ids are those of {@link Orthodox}. Immutable and
 * thread-safe.
 */
@Immutable
public final class OrthodoxKit {
  /** Knight leap displacements. */
  private static final int[][] KNIGHT_LEAPS = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };

  /** Clears the mark bit of a non-pawn piece code (marked men attack as unmarked ones). */
  private static final int UNMARK = ~Pieces.REVERSED_BIT;

  /**
   * The six orthodox types as a set of bits for {@link #attackedBy}: {@code 1 << id} for the
   * pawn, knight, bishop, rook, queen and king.
   */
  public static final int ALL_TYPES =
      (1 << PAWN) | (1 << KNIGHT) | (1 << BISHOP) | (1 << ROOK) | (1 << QUEEN) | (1 << KING);

  private static final int[] UP_DIAGONALS = {Geometry.NORTH_EAST, Geometry.NORTH_WEST};
  private static final int[] DOWN_DIAGONALS = {Geometry.SOUTH_EAST, Geometry.SOUTH_WEST};

  private final Geometry g;
  private final boolean wrapped;

  @SuppressWarnings("Immutable") // tables filled in the constructor, never exposed
  private final int[][] knightTargets;

  @SuppressWarnings("Immutable") // promotion type ids, never exposed
  private final int[] promotions;

  @SuppressWarnings("Immutable") // the rank of each square, filled in the constructor, never exposed
  private final int[] rankOf;

  private final int lastRank;

  private final CaptureEffect captureEffect;

  private final boolean markPromotions;

  /**
   * What a capture writes into a move: by default the capture op alone; Crazyhouse adds the
   * captured man to the capturer's pool. Implementations must be immutable and thread-safe.
   */
  @Immutable
  @FunctionalInterface
  public interface CaptureEffect {
    /**
     * Writes the ops of capturing {@code piece} on {@code square} into the move being built
     * (the mover is lifted already; it lands after these ops). The default writes {@code
     * out.capture(square, piece, flags)}; an effect must write that capture op too.
     *
     * @param p the position before the move
     * @param square the square of the captured piece
     * @param piece the captured piece's code
     * @param flags the capture op's flags ({@link Ops#EN_PASSANT} and others), 0 for most
     * @param out the buffer holding the move being built
     */
    void capture(MutablePosition p, int square, int piece, int flags, MoveBuffer out);
  }

  /**
   * Creates the kit.
   *
   * @param geometry the board
   * @param promotionTypes the type ids a pawn may promote to, in the order moves are generated
   * @throws NullPointerException if {@code geometry} or {@code promotionTypes} is null
   */
  public OrthodoxKit(Geometry geometry, int... promotionTypes) {
    this(
        Objects.requireNonNull(geometry, "geometry"),
        Objects.requireNonNull(promotionTypes, "promotionTypes"),
        null,
        false);
  }

  private OrthodoxKit(
      Geometry geometry, int[] promotionTypes, CaptureEffect captureEffect, boolean markPromotions) {
    this.captureEffect = captureEffect;
    this.markPromotions = markPromotions;
    this.g = geometry;
    this.wrapped = geometry.topology() != Topology.SQUARE;
    this.promotions = promotionTypes.clone();
    int n = geometry.squareCount();
    this.rankOf = new int[n];
    for (int sq = 0; sq < n; sq++) {
      rankOf[sq] = geometry.rank(sq);
    }
    this.lastRank = geometry.ranks() - 1;
    this.knightTargets = new int[n][];
    for (int sq = 0; sq < n; sq++) {
      int[] t = new int[8];
      int c = 0;
      for (int[] l : KNIGHT_LEAPS) {
        int to = geometry.displacement(sq, l[0], l[1]);
        if (to >= 0 && to != sq) {
          boolean dup = false;
          for (int k = 0; k < c; k++) {
            dup |= t[k] == to;
          }
          if (!dup) {
            t[c++] = to;
          }
        }
      }
      knightTargets[sq] = java.util.Arrays.copyOf(t, c);
    }
  }

  /**
   * Returns a kit that writes every capture through {@code effect} (pools, explosions, and other
   * capture effects); this kit is unchanged.
   *
   * @param effect what a capture writes
   * @return the new kit
   */
  public OrthodoxKit withCaptureEffect(CaptureEffect effect) {
    return new OrthodoxKit(g, promotions, effect, markPromotions);
  }

  /**
   * Returns a kit whose promoted pieces carry the mark bit ({@link Pieces#REVERSED_BIT}, written
   * after the piece letter as the rule set's {@link
   * io.github.overtake.core.spi.RuleSet#pieceMark()}), as Crazyhouse marks promoted men with
   * {@code ~}. Marked pieces move and attack as unmarked ones.
   *
   * @return the new kit
   */
  public OrthodoxKit markingPromotions() {
    return new OrthodoxKit(g, promotions, captureEffect, true);
  }

  /**
   * Returns the promotion types, in the order moves are generated.
   *
   * @return a copy of the type ids a pawn may promote to
   */
  public int[] promotionTypes() {
    return promotions.clone();
  }

  /**
   * Returns whether this kit moves pieces exactly as FIDE chess does: no capture effect, no
   * promotion marks, promotion to queen, rook, bishop and knight in that order, on the flat
   * standard board.
   */
  boolean isPlain() {
    return captureEffect == null
        && !markPromotions
        && g.equals(Geometry.standard())
        && java.util.Arrays.equals(promotions, new int[] {QUEEN, ROOK, BISHOP, KNIGHT});
  }

  /**
   * Returns the geometry.
   *
   * @return the board the kit was built for
   */
  public Geometry geometry() {
    return g;
  }

  /**
   * Returns the forward direction (+1 up, -1 down) of a pawn code.
   *
   * @param code the pawn's piece code
   * @return +1 for a White pawn, -1 for a Black one, negated when reversed
   */
  public static int forward(int code) {
    int base = Pieces.side(code) == 0 ? 1 : -1;
    return Pieces.reversed(code) ? -base : base;
  }

  /**
   * Returns whether a square is on the last rank in a vertical direction.
   *
   * @param square the square index
   * @param forward the vertical direction: +1 up, -1 down
   * @return whether the square is on the top rank (up) or the bottom rank (down)
   */
  public boolean isLastRank(int square, int forward) {
    int r = rankOf[square];
    return forward > 0 ? r == lastRank : r == 0;
  }

  /**
   * Writes the pseudo-legal moves of every piece of {@code side} (no castling, no king-safety
   * test). Moves that capture onto an enemy piece remove it; own pieces block.
   *
   * @param p the position
   * @param side the side whose pieces move: 0 White, 1 Black
   * @param out the buffer the moves are appended to
   */
  public void generatePieces(MutablePosition p, int side, MoveBuffer out) {
    int count = p.pieceCount(side);
    for (int i = 0; i < count; i++) {
      int sq = p.pieceSquare(side, i);
      generateFrom(p, sq, out);
    }
  }

  /**
   * Writes the pseudo-legal moves of the orthodox piece on {@code sq}.
   *
   * @param p the position
   * @param sq the square of the moving piece; other piece types write nothing
   * @param out the buffer the moves are appended to
   */
  public void generateFrom(MutablePosition p, int sq, MoveBuffer out) {
    int code = p.at(sq);
    switch (Pieces.type(code)) {
      case PAWN:
        pawn(p, sq, code, out);
        break;
      case KNIGHT:
        leaps(p, sq, code, knightTargets[sq], out);
        break;
      case BISHOP:
        rays(p, sq, code, 1, 2, out);
        break;
      case ROOK:
        rays(p, sq, code, 0, 2, out);
        break;
      case QUEEN:
        rays(p, sq, code, 0, 1, out);
        break;
      case KING:
        kingSteps(p, sq, code, out);
        break;
      default:
        break;
    }
  }

  /**
   * Writes the knight leaps of the piece on {@code sq}, whatever its type: to every empty or
   * enemy-occupied square a knight's leap away.
   *
   * @param p the position
   * @param sq the square of the moving piece
   * @param out the buffer the moves are appended to
   */
  public void knightLeaps(MutablePosition p, int sq, MoveBuffer out) {
    leaps(p, sq, p.at(sq), knightTargets[sq], out);
  }

  /**
   * Writes the king steps (one square in any of the eight directions) of the piece on {@code
   * sq}, whatever its type; no castling.
   *
   * @param p the position
   * @param sq the square of the moving piece
   * @param out the buffer the moves are appended to
   */
  public void kingSteps(MutablePosition p, int sq, MoveBuffer out) {
    kingSteps(p, sq, p.at(sq), out);
  }

  /**
   * Returns the squares a knight's leap away from {@code sq}.
   *
   * @param sq the square
   * @return a new array of the target squares
   */
  public int[] knightTargets(int sq) {
    return knightTargets[sq].clone();
  }

  private void capture(MutablePosition p, int sq, int piece, int flags, MoveBuffer out) {
    if (captureEffect == null) {
      out.capture(sq, piece, flags);
    } else {
      captureEffect.capture(p, sq, piece, flags, out);
    }
  }

  /**
   * Writes the move of the man {@code code} from {@code sq} to {@code to}, which holds {@code t}:
   * a step onto an empty square or the capture of an enemy man; nothing onto a man of its own.
   */
  private void stepOrCapture(MutablePosition p, int sq, int code, int to, int t, MoveBuffer out) {
    if (t == 0) {
      out.begin().lift(sq, code).land(to, code).end();
    } else if (Pieces.side(t) != Pieces.side(code)) {
      out.begin().lift(sq, code);
      capture(p, to, t, 0, out);
      out.land(to, code).end();
    }
  }

  private void leaps(MutablePosition p, int sq, int code, int[] targets, MoveBuffer out) {
    for (int to : targets) {
      stepOrCapture(p, sq, code, to, p.at(to), out);
    }
  }

  private void kingSteps(MutablePosition p, int sq, int code, MoveBuffer out) {
    for (int d = 0; d < 8; d++) {
      int to = g.step(sq, d);
      if (to >= 0) {
        stepOrCapture(p, sq, code, to, p.at(to), out);
      }
    }
  }

  private void rays(MutablePosition p, int sq, int code, int first, int stepBy, MoveBuffer out) {
    if (wrapped) {
      p.newMarks();
    }
    for (int d0 = first; d0 < 8; d0 += stepBy) {
      int s = sq;
      int d = d0;
      while (true) {
        int nx = g.step(s, d);
        if (nx < 0 || nx == sq) {
          break;
        }
        d = g.stepDirection(s, d);
        s = nx;
        int t = p.at(s);
        if (wrapped && p.mark(s)) {
          if (t != 0) {
            break;
          }
          continue;
        }
        stepOrCapture(p, sq, code, s, t, out);
        if (t != 0) {
          break;
        }
      }
    }
  }

  private void pawn(MutablePosition p, int sq, int code, MoveBuffer out) {
    int side = Pieces.side(code);
    int fwd = forward(code);
    int up = fwd > 0 ? Geometry.NORTH : Geometry.SOUTH;
    int one = g.step(sq, up);
    if (one >= 0 && p.at(one) == 0) {
      pawnTo(p, sq, code, one, code, 0, 0, out);
      int home = side == 0 ? 1 : g.ranks() - 2;
      if (!Pieces.reversed(code) && rankOf[sq] == home) {
        int two = g.step(one, up);
        if (two >= 0 && p.at(two) == 0) {
          out.begin().flag(MoveBuffer.RESET_CLOCK).lift(sq, code).land(two, code).epTarget(one).end();
        }
      }
    }
    int[] diags = fwd > 0 ? UP_DIAGONALS : DOWN_DIAGONALS;
    int ep = p.epSquare();
    for (int d : diags) {
      int to = g.step(sq, d);
      if (to < 0) {
        continue;
      }
      int landed = g.stepDirection(sq, d) != d ? Pieces.flipOrientation(code) : code;
      int t = p.at(to);
      if (t != 0 && Pieces.side(t) != side) {
        pawnTo(p, sq, code, to, landed, to, t, out);
      } else if (t == 0 && to == ep) {
        int victimSq = g.step(ep, side == 0 ? Geometry.SOUTH : Geometry.NORTH);
        int v = victimSq < 0 ? 0 : p.at(victimSq);
        if (v != 0 && Pieces.side(v) != side && Pieces.type(v) == PAWN) {
          out.begin().lift(sq, code);
          capture(p, victimSq, v, Ops.EN_PASSANT | Ops.PLAIN | Ops.IMPLIED, out);
          out.land(to, landed).end();
        }
      }
    }
  }

  private void pawnTo(
      MutablePosition p, int from, int code, int to, int landed, int capSq, int captured,
      MoveBuffer out) {
    int fwdAfter = forward(landed);
    if (isLastRank(to, fwdAfter)) {
      for (int type : promotions) {
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(from, code);
        if (captured != 0) {
          capture(p, capSq, captured, 0, out);
        }
        out.land(to, Pieces.code(type, Pieces.side(code), markPromotions)).end();
      }
    } else {
      out.begin().flag(MoveBuffer.RESET_CLOCK).lift(from, code);
      if (captured != 0) {
        capture(p, capSq, captured, 0, out);
      }
      out.land(to, landed).end();
    }
  }

  /**
   * Returns whether {@code sq} is attacked by a piece of {@code bySide}: some piece of that side
   * could capture a piece standing there, by orthodox displacement, ignoring pins.
   *
   * @param p the position
   * @param sq the square tested
   * @param bySide the attacking side: 0 White, 1 Black
   * @return whether the square is attacked
   */
  public boolean attacked(MutablePosition p, int sq, int bySide) {
    return attacked(p, sq, bySide, -1);
  }

  /**
   * Returns whether {@code sq} would be attacked by {@code bySide} if the square {@code vacant}
   * were empty (-1 for none): the test of a square a king crosses while it still stands at home.
   *
   * @param p the position
   * @param sq the square tested
   * @param bySide the attacking side: 0 White, 1 Black
   * @param vacant a square treated as empty, or -1
   * @return whether the square is attacked
   */
  public boolean attacked(MutablePosition p, int sq, int bySide, int vacant) {
    return attacked(p, sq, bySide, vacant, ALL_TYPES);
  }

  /**
   * Returns whether {@code sq} is attacked by a piece of {@code bySide} whose type is one of
   * {@code types}, each by its orthodox displacement, ignoring pins: {@link
   * #attacked(MutablePosition, int, int)} for some of the types. A variant that keeps some
   * orthodox attacks and changes others tests the kept ones here and its own beside them:
   * Knightmate, whose king leaps as a knight and whose mann (the knight's id) steps as a king,
   * tests pawns and sliders here, then {@link #onKnightLeap} with its king and {@link #onKingStep}
   * with its mann. Allocates nothing.
   *
   * @param p the position
   * @param sq the square tested
   * @param bySide the attacking side: 0 White, 1 Black
   * @param types the orthodox type ids as a set of bits, {@code 1 << id} each ({@code (1 <<
   *     Orthodox.PAWN) | (1 << Orthodox.BISHOP)}); {@link #ALL_TYPES} for all six, other bits ignored
   * @return whether the square is attacked by a piece of those types
   */
  public boolean attackedBy(MutablePosition p, int sq, int bySide, int types) {
    return attacked(p, sq, bySide, -1, types);
  }

  /**
   * Returns whether a piece with the code {@code piece} (its mark bit aside) stands a knight's
   * leap from {@code sq}: the test of a piece that captures as a knight, whatever its type.
   * Allocates nothing.
   *
   * @param p the position
   * @param sq the square tested
   * @param piece the piece code ({@link Pieces#code(int, int)}) of the leaper
   * @return whether such a piece is a knight's leap away
   */
  public boolean onKnightLeap(MutablePosition p, int sq, int piece) {
    int code = piece & UNMARK;
    for (int t : knightTargets[sq]) {
      if ((p.at(t) & UNMARK) == code) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns whether a piece with the code {@code piece} (its mark bit aside) stands one king step
   * (in any of the eight directions) from {@code sq}: the test of a piece that captures as a
   * king, whatever its type. Allocates nothing.
   *
   * @param p the position
   * @param sq the square tested
   * @param piece the piece code ({@link Pieces#code(int, int)}) of the stepper
   * @return whether such a piece is a step away
   */
  public boolean onKingStep(MutablePosition p, int sq, int piece) {
    int code = piece & UNMARK;
    for (int d = 0; d < 8; d++) {
      int s = g.step(sq, d);
      if (s >= 0 && s != sq && (p.at(s) & UNMARK) == code) {
        return true;
      }
    }
    return false;
  }

  /** The attack test of {@code types}' pieces, with {@code vacant} (or -1) taken as empty. */
  private boolean attacked(MutablePosition p, int sq, int bySide, int vacant, int types) {
    if ((types & (1 << KNIGHT)) != 0 && onKnightLeap(p, sq, Pieces.code(KNIGHT, bySide))) {
      return true;
    }
    // -1 for a type left out: no man's code equals it
    int king = (types & (1 << KING)) != 0 ? Pieces.code(KING, bySide) : -1;
    int bishop = (types & (1 << BISHOP)) != 0 ? Pieces.code(BISHOP, bySide) : -1;
    int rook = (types & (1 << ROOK)) != 0 ? Pieces.code(ROOK, bySide) : -1;
    int queen = (types & (1 << QUEEN)) != 0 ? Pieces.code(QUEEN, bySide) : -1;
    for (int d0 = 0; d0 < 8; d0++) {
      boolean diagonal = (d0 & 1) != 0;
      int s = sq;
      int d = d0;
      int steps = 0;
      while (true) {
        int nx = g.step(s, d);
        if (nx < 0 || nx == sq) {
          break;
        }
        d = g.stepDirection(s, d);
        s = nx;
        steps++;
        int t = s == vacant ? 0 : p.at(s) & UNMARK;
        if (t == 0) {
          continue;
        }
        if (t == queen || t == (diagonal ? bishop : rook) || (steps == 1 && t == king)) {
          return true;
        }
        break;
      }
    }
    if ((types & (1 << PAWN)) == 0) {
      return false;
    }
    // pawns: a pawn on X attacks sq when sq is one of its forward diagonals
    for (int dx = -1; dx <= 1; dx += 2) {
      for (int dy = -1; dy <= 1; dy += 2) {
        int x = g.displacement(sq, dx, dy);
        if (x < 0) {
          continue;
        }
        int t = p.at(x);
        if (Pieces.type(t) != PAWN || !Pieces.isSide(t, bySide)) {
          continue;
        }
        boolean flips = g.displacementFlips(sq, dx, dy);
        if (forward(t) == (flips ? dy : -dy)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Writes a castling move if the board allows it: the king on {@code kingSq}, the rook on {@code
   * rookSq} on the same rank, every square strictly between them empty. The king moves two files
   * toward the rook and the rook to the square the king crossed. Attack conditions are the
   * caller's (see {@link #castlingSafe}).
   *
   * @param p the position
   * @param kingSq the king's square
   * @param rookSq the castling rook's square
   * @param out the buffer the move is appended to
   * @return whether a move was written
   */
  @com.google.errorprone.annotations.CanIgnoreReturnValue
  public boolean castle(MutablePosition p, int kingSq, int rookSq, MoveBuffer out) {
    int king = p.at(kingSq);
    int rook = p.at(rookSq);
    int kf = g.file(kingSq);
    int rf = g.file(rookSq);
    int rank = g.rank(kingSq);
    int dir = rf > kf ? 1 : -1;
    for (int f = kf + dir; f != rf; f += dir) {
      if (p.at(g.square(f, rank)) != 0) {
        return false;
      }
    }
    int kingTo = g.square(kf + 2 * dir, rank);
    int rookTo = g.square(kf + dir, rank);
    if (kingTo < 0 || (kingTo != rookSq && p.at(kingTo) != 0 && kingTo != kingSq)) {
      return false;
    }
    writeCastle(out, kingSq, king, rookSq, rook, kingTo, rookTo);
    return true;
  }

  /**
   * Writes a castling move with any king and rook files (Chess960): the king from {@code kingSq}
   * to {@code kingTo} and the rook from {@code rookSq} to {@code rookTo}, all on one rank, if
   * every square between the king's start and end and between the rook's start and end is empty
   * but for this king and this rook. Attack conditions are the caller's (see {@link
   * #castlingPathSafe}).
   *
   * @param p the position
   * @param kingSq the king's square
   * @param rookSq the castling rook's square
   * @param kingTo the king's destination (g- or c-file in Chess960)
   * @param rookTo the rook's destination (f- or d-file in Chess960)
   * @param out the buffer the move is appended to
   * @return whether a move was written
   */
  @com.google.errorprone.annotations.CanIgnoreReturnValue
  public boolean castle(
      MutablePosition p, int kingSq, int rookSq, int kingTo, int rookTo, MoveBuffer out) {
    if (!castlingSpanFree(p, kingSq, rookSq, kingTo, rookTo)) {
      return false;
    }
    int king = p.at(kingSq);
    int rook = p.at(rookSq);
    writeCastle(out, kingSq, king, rookSq, rook, kingTo, rookTo);
    return true;
  }

  /**
   * Writes the castling move of the king {@code king} from {@code kingSq} to {@code kingTo} and
   * the rook {@code rook} from {@code rookSq} to {@code rookTo}, the board conditions checked.
   */
  static void writeCastle(
      MoveBuffer out, int kingSq, int king, int rookSq, int rook, int kingTo, int rookTo) {
    out.begin()
        .flag(MoveBuffer.CASTLE)
        .lift(kingSq, king)
        .liftSecondary(rookSq, rook)
        .land(kingTo, king)
        .landSecondary(rookTo, rook)
        .end();
  }

  /**
   * Returns whether every square between the king's start and end and between the rook's start
   * and end (ends included) is empty but for this king and this rook: the board condition of
   * castling with any files.
   *
   * @param p the position
   * @param kingSq the king's square
   * @param rookSq the castling rook's square
   * @param kingTo the king's destination
   * @param rookTo the rook's destination
   * @return whether the squares are free
   */
  public boolean castlingSpanFree(
      MutablePosition p, int kingSq, int rookSq, int kingTo, int rookTo) {
    return spanFree(p, kingSq, kingTo, kingSq, rookSq)
        && spanFree(p, rookSq, rookTo, kingSq, rookSq);
  }

  /** Whether every square from {@code a} to {@code b} (both included) is empty or one of two. */
  private boolean spanFree(MutablePosition p, int a, int b, int king, int rook) {
    int rank = g.rank(a);
    int lo = Math.min(g.file(a), g.file(b));
    int hi = Math.max(g.file(a), g.file(b));
    for (int f = lo; f <= hi; f++) {
      int sq = g.square(f, rank);
      if (sq != king && sq != rook && p.at(sq) != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether no square the king stands on or crosses on its way from {@code kingSq} to
   * {@code kingTo} is attacked, each tested with the king moved there (castling with any files;
   * the destination is left to the ordinary legality test, which sees the rook moved too).
   *
   * @param p the position, left as it was
   * @param kingSq the king's square
   * @param kingTo the king's destination on the same rank
   * @param bySide the opponent: 0 White, 1 Black
   * @return whether the king's path is safe
   */
  public boolean castlingPathSafe(MutablePosition p, int kingSq, int kingTo, int bySide) {
    if (attacked(p, kingSq, bySide)) {
      return false;
    }
    int rank = g.rank(kingSq);
    int dir = Integer.signum(g.file(kingTo) - g.file(kingSq));
    for (int f = g.file(kingSq) + dir; dir != 0 && f != g.file(kingTo); f += dir) {
      if (attacked(p, g.square(f, rank), bySide, kingSq)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether the squares between the king on {@code kingSq} and the rook on {@code rookSq}
   * are empty, the king is not attacked and the square it crosses toward the rook is not attacked
   * (tested with the king moved there). The destination is left to the ordinary legality test.
   *
   * @param p the position
   * @param kingSq the king's square
   * @param rookSq the castling rook's square
   * @param bySide the opponent: 0 White, 1 Black
   * @return whether castling passes the path and attack tests
   */
  public boolean castlingSafe(MutablePosition p, int kingSq, int rookSq, int bySide) {
    int dir = g.file(rookSq) > g.file(kingSq) ? 1 : -1;
    for (int f = g.file(kingSq) + dir; f != g.file(rookSq); f += dir) {
      if (p.at(g.square(f, g.rank(kingSq))) != 0) {
        return false; // the path is blocked; castling is impossible anyway
      }
    }
    if (attacked(p, kingSq, bySide)) {
      return false;
    }
    int cross = g.square(g.file(kingSq) + dir, g.rank(kingSq));
    return !attackedWithKingOn(p, kingSq, cross, bySide);
  }

  /**
   * Returns whether {@code sq} is attacked once the king on {@code kingSq} stands on it instead.
   *
   * @param p the position, left as it was
   * @param kingSq the king's square
   * @param sq the square the king is moved to for the test
   * @param bySide the attacking side: 0 White, 1 Black
   * @return whether the square is attacked with the king there
   */
  public boolean attackedWithKingOn(MutablePosition p, int kingSq, int sq, int bySide) {
    return attacked(p, sq, bySide, kingSq);
  }

  /**
   * Writes the castling moves of the orthodox array: for each right the side holds, the king on
   * {@code kingHome} and the matching rook on its home square, with the path empty and the
   * king's square and crossing square not attacked (FIDE's conditions; the destination is left to
   * the caller's legality test).
   *
   * @param p the position
   * @param side the side to move: 0 White, 1 Black
   * @param kingHome the king's home square of that side
   * @param kingsideRook the home square of the rook on the higher file
   * @param queensideRook the home square of the rook on the lower file
   * @param out the buffer to write to
   */
  public void standardCastling(
      MutablePosition p, int side, int kingHome, int kingsideRook, int queensideRook,
      MoveBuffer out) {
    int rights = p.castling();
    if (rights == 0 || p.at(kingHome) != Pieces.code(KING, side)) {
      return;
    }
    int rook = Pieces.code(ROOK, side);
    int ks = side == 0 ? MutablePosition.WHITE_KINGSIDE : MutablePosition.BLACK_KINGSIDE;
    int qs = side == 0 ? MutablePosition.WHITE_QUEENSIDE : MutablePosition.BLACK_QUEENSIDE;
    if ((rights & ks) != 0 && p.at(kingsideRook) == rook
        && castlingSafe(p, kingHome, kingsideRook, side ^ 1)) {
      castle(p, kingHome, kingsideRook, out);
    }
    if ((rights & qs) != 0 && p.at(queensideRook) == rook
        && castlingSafe(p, kingHome, queensideRook, side ^ 1)) {
      castle(p, kingHome, queensideRook, out);
    }
  }
}
