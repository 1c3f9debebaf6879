package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One turn of any variant: an immutable edit script of lifts, landings, captures, drops, pool
 * changes and state changes, with readable accessors and its canonical text.
 *
 * <p>A plain chess move is a lift and a landing; a checkers chain is a lift, its captures, the
 * intermediate landing squares and the final landing; castling adds the rook's lift and landing.
 * Moves come from {@link Position#legalMoves()} or {@link Position#parseMove(String)}; the null
 * move of {@link Game#pass()} is the one move of no op ({@link #isPass()}).
 *
 * <h2>Equality</h2>
 *
 * Two moves are equal when their scripts and flags are equal. A move reached by several routes
 * (the same origin, destination, captured squares and promotion) is one move, shown with its
 * canonical route; {@link Position#parseMove(String)} accepts any of its routes.
 */
@Immutable
public final class Move {
  private static final ImmutableList<ImmutableList<Integer>> NO_ROUTES = ImmutableList.of();

  @SuppressWarnings("Immutable") // owned by this move, never changed or exposed
  private final int[] ops;

  private final int flags;

  /** The canonical text, formatted on first use (most listed moves are never printed). */
  @SuppressWarnings("Immutable") // a lazily computed string
  private String text;

  private final Geometry geometry;
  private final ImmutableList<PieceType> types;
  private final ImmutableList<ImmutableList<Integer>> alternateRoutes;

  /**
   * A move that takes {@code ops} as its own (the caller keeps no reference); {@code text} may be
   * null, to be formatted from the ops on first use.
   */
  Move(
      int[] ops,
      int flags,
      String text,
      Geometry geometry,
      List<PieceType> types,
      List<List<Integer>> alternateRoutes) {
    this.ops = ops;
    this.flags = flags;
    this.text = text;
    this.geometry = geometry;
    this.types = ImmutableList.copyOf(types);
    if (alternateRoutes.isEmpty()) {
      this.alternateRoutes = NO_ROUTES;
    } else {
      ImmutableList.Builder<ImmutableList<Integer>> b = ImmutableList.builder();
      for (List<Integer> r : alternateRoutes) {
        b.add(ImmutableList.copyOf(r));
      }
      this.alternateRoutes = b.build();
    }
  }

  /** The null move of a variant: no op at all, text {@code --} (see {@link Game#pass()}). */
  static Move pass(Variant variant) {
    return new Move(
        new int[0], 0, "--", variant.geometry(), variant.pieceTypes(), List.of());
  }

  /**
   * Returns whether this is a null move, a pass ({@link Game#pass()}): the side to move changes
   * and nothing else. No position lists it among its legal moves; analysis records use it ({@code
   * --} or {@code Z0} in PGN).
   *
   * @return whether this move is a pass
   */
  public boolean isPass() {
    return ops.length == 0;
  }

  Geometry geometry() {
    return geometry;
  }

  int[] opsArray() {
    return ops.clone();
  }

  /** Whether this move's script is {@code ops[from..to)} with these flags (no copy). */
  boolean sameScript(int[] other, int from, int to, int otherFlags) {
    return flags == otherFlags && Arrays.equals(ops, 0, ops.length, other, from, to);
  }

  int flags() {
    return flags;
  }

  List<List<Integer>> alternateRoutes() {
    return new ArrayList<>(alternateRoutes);
  }

  /**
   * Returns the canonical move text, such as {@code e2e4}, {@code c3xe5xg7} or {@code e5xf7[e6]}.
   *
   * @return the canonical move text
   */
  public String text() {
    String t = text;
    if (t == null) {
      t = MoveText.format(geometry, types, ops, flags);
      text = t;
    }
    return t;
  }

  /**
   * Returns the square the moving piece starts on; empty for a pure drop.
   *
   * @return the origin square, or empty
   */
  public Optional<Square> from() {
    int sq = fromIndex();
    return sq < 0 ? Optional.empty() : Optional.of(square(sq));
  }

  /**
   * Returns the index of the {@linkplain #from() origin square} ({@link Square#index()}), without
   * allocating anything: for code that compares many moves.
   *
   * @return the origin square's index, or -1 for a pure drop
   */
  public int fromIndex() {
    return Ops.origin(ops, 0, ops.length);
  }

  /**
   * Returns whether this move may be the one a text starting on {@code square} names: false only
   * when the move's script starts by lifting its man from another square.
   */
  boolean mayStartOn(int square) {
    if (square < 0 || ops.length == 0) {
      return true;
    }
    int op = ops[0];
    int c = Ops.opcode(op);
    boolean lifts = (c == Ops.LIFT && !Ops.has(op, Ops.SECONDARY)) || c == Ops.STAY;
    return !lifts || Ops.square(op) == square;
  }

  /**
   * Returns the square the moving (or dropped) piece ends on. In a turn of several parts (a move,
   * then a drop) it is where the last part's piece ends: the drop's square.
   *
   * @return the destination square, or empty if no piece of the mover lands
   */
  public Optional<Square> to() {
    int sq = toIndex();
    return sq < 0 ? Optional.empty() : Optional.of(square(sq));
  }

  /**
   * Returns the index of the {@linkplain #to() destination square} ({@link Square#index()}),
   * without allocating anything: for code that compares many moves.
   *
   * @return the destination square's index, or -1 if no piece of the mover lands
   */
  public int toIndex() {
    return Ops.destination(ops, 0, ops.length);
  }

  /**
   * Returns the square the castling rook starts on: the other man a castling move lifts (its
   * first secondary lift); empty for any other move.
   *
   * @return the rook's origin, or empty
   */
  public Optional<Square> castlingRook() {
    if ((flags & MoveBuffer.CASTLE) == 0) {
      return Optional.empty();
    }
    for (int i = 0; i < ops.length; i++) {
      int op = ops[i];
      if (Ops.opcode(op) == Ops.LIFT && Ops.has(op, Ops.SECONDARY)) {
        return Optional.of(square(Ops.square(op)));
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the landing squares of the moving piece in order, where it ends last: for a move of
   * one part, that last square is {@link #to()}. Dropped pieces do not land, so the path of a pure
   * drop is empty, and in a turn of a move and then a drop the path is the move's and {@link
   * #to()} is the drop's square.
   *
   * @return the intermediate landing squares and the moving piece's last one, an immutable list
   */
  public List<Square> path() {
    List<Square> out = new ArrayList<>();
    for (int i = 0; i < ops.length; i++) {
      int op = ops[i];
      int c = Ops.opcode(op);
      if (c == Ops.VIA || (c == Ops.LAND && !Ops.has(op, Ops.SECONDARY))) {
        out.add(square(Ops.square(op)));
      }
    }
    return List.copyOf(out);
  }

  /**
   * Returns the squares of the captured pieces, in the order they were captured.
   *
   * @return the capture squares, an immutable list
   */
  public List<Square> captures() {
    List<Square> out = new ArrayList<>();
    for (int op : ops) {
      if (Ops.opcode(op) == Ops.CAPTURE) {
        out.add(square(Ops.square(op)));
      }
    }
    return List.copyOf(out);
  }

  /**
   * Returns the captured pieces, in the order they were captured.
   *
   * @return the captured pieces, an immutable list
   */
  public List<Piece> capturedPieces() {
    return piecesOf(Ops.CAPTURE);
  }

  /**
   * Returns whether the move captures anything.
   *
   * @return whether the move captures
   */
  public boolean isCapture() {
    return Ops.contains(ops, 0, ops.length, Ops.CAPTURE);
  }

  /**
   * Returns whether the move is castling.
   *
   * @return whether the move is castling
   */
  public boolean isCastling() {
    return (flags & MoveBuffer.CASTLE) != 0;
  }

  /**
   * Returns whether a piece enters the board from off the board.
   *
   * @return whether the move places a piece
   */
  public boolean isDrop() {
    return Ops.contains(ops, 0, ops.length, Ops.PLACE);
  }

  /**
   * Returns the type the moving piece becomes, if it changes type (a promotion).
   *
   * @return the new type, or empty
   */
  public Optional<PieceType> promotion() {
    int lifted = 0;
    for (int i = 0; i < ops.length; i++) {
      int op = ops[i];
      int c = Ops.opcode(op);
      if (Ops.has(op, Ops.SECONDARY)) {
        continue;
      }
      if (c == Ops.LIFT && lifted == 0) {
        lifted = Pieces.type(Ops.piece(op));
      } else if (c == Ops.LAND && lifted != 0) {
        int landed = Pieces.type(Ops.piece(op));
        if (landed != lifted) {
          return Optional.of(types.get(landed - 1));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the pieces that enter the board from off it (drops, re-entries).
   *
   * @return the placed pieces, an immutable list
   */
  public List<Piece> drops() {
    return piecesOf(Ops.PLACE);
  }

  /** The pieces of the ops with the opcode, in order, an immutable list. */
  private List<Piece> piecesOf(int opcode) {
    List<Piece> out = new ArrayList<>();
    for (int op : ops) {
      if (Ops.opcode(op) == opcode) {
        out.add(piece(Ops.piece(op)));
      }
    }
    return List.copyOf(out);
  }

  private Square square(int index) {
    return new Square(index, geometry.name(index));
  }

  private Piece piece(int code) {
    return new Piece(
        types.get(Pieces.type(code) - 1), Side.ofIndex(Pieces.side(code)), Pieces.reversed(code));
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Move m)) {
      return false;
    }
    return flags == m.flags && Arrays.equals(ops, m.ops) && geometry.equals(m.geometry);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(ops) * 31 + flags;
  }

  /** Returns the canonical move text. */
  @Override
  public String toString() {
    return text();
  }
}
