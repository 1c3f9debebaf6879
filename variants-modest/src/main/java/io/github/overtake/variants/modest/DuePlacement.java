package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * A man that a side must place before its move (Parole's bishop, Rebate's pawn): the state {@code
 * drop:X} / {@code drop:x} in one extra slot (0, or 1 + the side that must place), and the turns
 * that open with the placement on an empty square of a range from which the man does not attack
 * the enemy king, each followed by the side's moves.
 */
@Immutable
final class DuePlacement {
  /** The moves a side makes after its placement, or without one. */
  interface Moves {
    /**
     * Writes the moves of {@code side} in {@code p} to {@code out}.
     *
     * @param k the kit
     * @param p the position
     * @param side the side to move
     * @param out where the moves go
     * @param threat whether only threats are asked for
     */
    void moves(ModestKit k, MutablePosition p, int side, MoveBuffer out, boolean threat);
  }

  /**
   * A variant whose only state is one due placement, made before its moves: one extra slot, the
   * turns of {@link DuePlacement#turns}, the {@code drop:} token; threats are FIDE's, as a placed
   * man never attacks the enemy king.
   */
  @Immutable
  interface Variant extends FideThreatVariant, Moves {
    /** Returns the variant's placement. */
    DuePlacement placement();

    @Override
    default int extraSlots() {
      return 1;
    }

    @Override
    default void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
      placement().turns(this, k, p, out, threat);
    }

    @Override
    default void formatExtras(MutablePosition p, StringBuilder out) {
      placement().format(p, out);
    }

    @Override
    default boolean parseExtra(String token, MutablePosition p) {
      return placement().parse(token, p);
    }
  }

  private final String variant;
  private final String man;
  private final int type;
  private final char letter;
  private final int firstSquare;
  private final int endSquare;
  private final int slot;

  /**
   * Describes the placement.
   *
   * @param variant the variant's name, for messages
   * @param man the man's name, for messages
   * @param type the man's type
   * @param letter the man's white letter in the state token
   * @param firstSquare the first square it may go to
   * @param endSquare one past the last square it may go to
   * @param slot the extra slot holding the state
   */
  DuePlacement(
      String variant, String man, int type, char letter, int firstSquare, int endSquare, int slot) {
    this.variant = variant;
    this.man = man;
    this.type = type;
    this.letter = letter;
    this.firstSquare = firstSquare;
    this.endSquare = endSquare;
    this.slot = slot;
  }

  /**
   * Writes the turns of the side to move: its moves if no placement is due, else each legal
   * placement followed by each of its moves.
   */
  void turns(Moves after, ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    if (p.extra(slot) != side + 1) {
      after.moves(k, p, side, out, threat);
      return;
    }
    int placed = Pieces.code(type, side);
    int king = p.find(side ^ 1, KING);
    MoveBuffer pre = k.acquire();
    MoveBuffer rest = k.acquire();
    try {
      for (int sq = firstSquare; sq < endSquare; sq++) {
        if (!p.isEmpty(sq) || (king >= 0 && k.attacksAs(p, type, side, sq, king))) {
          continue;
        }
        pre.clear();
        pre.begin().place(sq, placed, false).set(slot, 0).end();
        rest.clear();
        PoolTurns.makePlacement(p, pre);
        after.moves(k, p, side, rest, threat);
        p.unmake();
        PoolTurns.prefixAll(pre, rest, out);
      }
    } finally {
      k.release();
      k.release();
    }
  }

  /** The state token, {@code drop:X} or {@code drop:x}, for the side that must place. */
  String token(int side) {
    return "drop:" + (side == 0 ? letter : Character.toLowerCase(letter));
  }

  /** Appends the state token, if a placement is due. */
  void format(MutablePosition p, StringBuilder out) {
    int due = p.extra(slot);
    if (due != 0) {
      out.append(' ').append(token(due - 1));
    }
  }

  /** Reads the state token; false if {@code token} is not one. */
  boolean parse(String token, MutablePosition p) {
    if (!token.startsWith("drop:")) {
      return false;
    }
    String v = token.substring(5);
    String white = String.valueOf(letter);
    String black = String.valueOf(Character.toLowerCase(letter));
    if (!v.equals(white) && !v.equals(black)) {
      throw new IllegalArgumentException(
          variant + "'s drop: names the " + man + " to place, " + white + " or " + black
              + ", not '" + v + "'");
    }
    p.setExtra(slot, v.equals(white) ? 1 : 2);
    return true;
  }
}
