package io.github.overtake.variants.modest;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import java.util.List;

/**
 * What one Modest Proposals variant changes in FIDE chess: a small rule object that {@link
 * ModestRules} turns into a complete rule set. Every hook has FIDE's behaviour by default, so a
 * variant overrides only the rules it changes.
 *
 * <p>The shared turn pipeline, check (S1.2 of the family's rulings: "the opponent could remove the
 * king during its next turn"), castling with the variant's own threat test, checkmate, stalemate,
 * the bare-kings draw and position validation live in {@link ModestKit} and {@link ModestRules}.
 * Implementations must be immutable and thread-safe.
 */
@Immutable
interface ModestVariant {
  /**
   * Returns the variant's name in lower case with hyphens; the id is {@code modest-<name>}.
   *
   * @return the name, such as {@code lower-echelon}
   */
  String name();

  /**
   * Returns a one-line description.
   *
   * @return the description
   */
  String description();

  /**
   * Returns the start position text.
   *
   * @return FIDE's start position unless the variant has its own array or state
   */
  default String startPosition() {
    return ModestKit.FIDE_START;
  }

  /**
   * Writes the pseudo-legal turns of the side to move: complete turns with every part (drops,
   * re-entries, replies), not yet tested for the mover's king safety.
   *
   * <p>With {@code threat} true the kit only asks which enemy men these turns could remove (S1.2):
   * castling may be left out, and every rule that only protects the mover's own king must be
   * ignored (a pinned man still threatens). The default writes FIDE's piece moves, plus castling
   * when not asked for threats.
   *
   * @param k the kit
   * @param p the position, to be left as it was
   * @param out the buffer the turns are appended to
   * @param threat whether only threats are asked for
   */
  default void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideTurns(this, p, out, threat);
  }

  /**
   * Writes the pseudo-legal turns of the side to move that a move text with origin {@code origin}
   * can name ({@link SingleTurns#names}), and maybe others: after {@link SingleTurns#names}, what
   * it writes is exactly, turn for turn and in order, what {@link #turns} (not asked for threats)
   * writes after it. The rule set checks one move with it instead of writing every turn.
   *
   * <p>The default is {@link #turns} with the kit narrowed to the origin ({@link ModestKit#from}):
   * exact for a variant whose turns start with the move of a man that the kit writes ({@link
   * ModestKit#fideMoves}, {@link ModestKit#castling}) or that its own loops write only where
   * {@link ModestKit#writesFrom} holds, each turn rewritten on its own. A variant whose rewriting
   * of one man's moves depends on the other men's moves overrides it. A negative origin (a text
   * naming none) writes every turn.
   *
   * @param k the kit, writing every man's moves
   * @param p the position, to be left as it was
   * @param origin the square the text's first board part starts from, or -1 when it names none
   * @param out the buffer the turns are appended to
   */
  default void turnsFrom(ModestKit k, MutablePosition p, int origin, MoveBuffer out) {
    turns(k.from(origin), p, out, false);
  }

  /**
   * Returns whether {@code side}'s king could be removed by the opponent's next turn (S1.2). When
   * {@code side} is to move, the question is "is it in check now" (the en-passant right is the
   * mover's and is ignored); otherwise {@code p} is the position right after {@code side}'s turn,
   * and the opponent's en-passant right counts.
   *
   * <p>The default is the general definition, {@link ModestKit#generalThreat}. A variant may return
   * a faster answer, and must then prove with a property test that it always agrees.
   *
   * @param k the kit
   * @param p the position, to be left as it was
   * @param side the side whose king is asked about
   * @return whether that king is threatened
   */
  default boolean threatened(ModestKit k, MutablePosition p, int side) {
    return k.generalThreat(this, p, side);
  }

  /**
   * Returns whether this variant's threats are exactly FIDE's attacks ({@link #threatened} agrees
   * with {@link ModestKit#fideThreat}) and {@link #legalAfter} accepts every turn. Then legality
   * takes FIDE's shortcut: a turn that is not a king move, lifts no pinned man and removes no man
   * but the one on a square it lands on, made while not in check, is legal without being made.
   *
   * @return false by default
   */
  default boolean fideThreats() {
    return false;
  }

  /**
   * Returns whether a made turn meets the variant's conditions beyond king safety. Called with the
   * turn made ({@code p} has the opponent to move); the default accepts every turn.
   *
   * @param k the kit
   * @param p the position after the turn, to be left as it was
   * @param mover the side that made the turn
   * @return whether the turn is legal as far as the variant's own conditions go
   */
  default boolean legalAfter(ModestKit k, MutablePosition p, int mover) {
    return true;
  }

  /**
   * Explains, on the error path only, why no pseudo-legal turn of the variant goes from {@code
   * from} to {@code to} when its own turn rules leave that move out for a reason a player should
   * hear (Continuation: a king's second leg after a first capture on a square where it could not
   * stay); or returns null, the default, to leave the move to the generic reasons.
   *
   * @param k the kit
   * @param p the position, to be left as it was
   * @param from the square the move starts from
   * @param to the square it ends on
   * @param scratch the explanation's buffer, whose budget the variant's buffers share ({@link
   *     io.github.overtake.core.spi.IllegalMoveReasons#within})
   * @return the reason, or null
   */
  default IllegalMoveReason whyNoTurn(
      ModestKit k, MutablePosition p, int from, int to, MoveBuffer scratch) {
    return null;
  }

  /**
   * Returns whether the position carries a pool in brackets after the placement.
   *
   * @return false by default
   */
  default boolean hasPool() {
    return false;
  }

  /**
   * Returns the number of state slots the variant keeps in a position (16-bit values).
   *
   * @return 0 by default
   */
  default int extraSlots() {
    return 0;
  }

  /**
   * Appends the variant's {@code key:value} tokens, each preceded by a space.
   *
   * @param p the position
   * @param out the text to append to
   */
  default void formatExtras(MutablePosition p, StringBuilder out) {}

  /**
   * Reads one {@code key:value} token, returning false if it is not one of the variant's.
   *
   * @param token the token
   * @param p the position being loaded
   * @return whether the token was read
   */
  default boolean parseExtra(String token, MutablePosition p) {
    return false;
  }

  /**
   * Adds the problems of a loaded position that break the variant's own invariants (pool
   * letters, state tokens, ...). FIDE's invariants (one king a side, no pawn on a back rank,
   * castling rights, en passant, the side not to move not in check) are checked by the kit.
   *
   * @param k the kit
   * @param p the loaded position
   * @param problems the list to add messages to
   */
  default void validate(ModestKit k, MutablePosition p, List<String> problems) {}

  /**
   * Returns whether the kit checks the en-passant field by FIDE's rule (the square just passed by
   * a pawn of the side not to move that double-stepped towards the side to move). A variant whose
   * pawns move in other directions returns false and checks the field in {@link #validate}.
   *
   * @return true by default
   */
  default boolean fideEnPassant() {
    return true;
  }

  /**
   * Returns whether the castling field must be {@code -} (variants without castling).
   *
   * @return false by default
   */
  default boolean noCastling() {
    return false;
  }

  /**
   * Returns whether only the two kings are in play (the first condition of the dead draw, S1.9).
   * Variants that keep men on the board outside the playing area override it.
   *
   * @param p the position
   * @return whether each side has only its king in play; by default, on the whole board
   */
  default boolean bareKings(MutablePosition p) {
    return p.pieceCount(0) == 1 && p.pieceCount(1) == 1;
  }

  /**
   * Returns whether, besides the two bare kings, nothing is waiting to come back into play (no
   * pool that can be used, no man waiting to enter, no drop due), so that the position is a dead
   * draw (S1.9). The default has no off-board state.
   *
   * @param p the position
   * @return whether the off-board state is idle
   */
  default boolean offBoardIdle(MutablePosition p) {
    return true;
  }

  /**
   * Returns whether a man may come back onto the square its side's last move vacated (S1.5), so
   * that after a double step the pawn's origin square may be occupied again: position validation
   * then does not require it to be empty.
   *
   * @return false by default
   */
  default boolean refillsVacatedSquare() {
    return false;
  }

  /**
   * The table of capture deaths with which {@link io.github.overtake.orthodox.FideBitboards}
   * finds this variant's legal turns, or -1 (the default) when that fast path does not apply. A
   * variant may return a table (0 for none) only if its turns are FIDE's moves and castling except
   * that the table's captures remove the capturer too, its threats are FIDE's, a turn is legal
   * exactly when the mover's king is then safe, and it keeps no state of its own; or if {@link
   * #completeBitboardTurns} turns those legal moves into exactly its legal turns.
   *
   * @return the table of deaths, or -1
   */
  default long bitboardDeaths() {
    return -1;
  }

  /**
   * Turns the legal moves the bitboard path wrote into the variant's legal turns: called after
   * {@link io.github.overtake.orthodox.FideBitboards} wrote into the empty buffer {@code out} the
   * FIDE moves and castling of the side to move (with {@link #bitboardDeaths()}'s table) after
   * which the mover's king is safe. A variant whose turns add state to those moves, or add turns
   * of their own, rewrites and appends them here, in the order {@link #turns} writes them, legal
   * turns only. The default adds nothing; a variant that overrides it returns false from {@link
   * #bitboardCountsTurns()}.
   *
   * @param k the kit
   * @param p the position, to be left as it was
   * @param out the buffer holding the bitboard path's moves, and nothing else
   */
  default void completeBitboardTurns(ModestKit k, MutablePosition p, MoveBuffer out) {}

  /**
   * Returns whether the bitboard path applies to this position, when {@link #bitboardDeaths()}
   * gives a table: a variant whose state can make its legal turns differ from the bitboards'
   * moves (a man re-entering on the square a move vacates can shield the king) returns false for
   * such positions, which then take the general path.
   *
   * @param p the position
   * @return true by default
   */
  default boolean bitboardsApply(MutablePosition p) {
    return true;
  }

  /**
   * Returns whether the bitboard path's count of moves is the number of legal turns (no turn
   * added by {@link #completeBitboardTurns}), so that counting need not write them.
   *
   * @return true by default
   */
  default boolean bitboardCountsTurns() {
    return true;
  }

  /**
   * Returns whether the pin shortcut applies with the variant's own threat test ({@link
   * #threatened}) as the test of check: whether, when the side to move is not threatened, every
   * turn that lifts one man (not the king, not pinned to it in FIDE's sense) and removes at most
   * the enemy man on the square it lands on leaves the king safe and meets {@link #legalAfter}.
   * That holds when a man threatens the king only by its type, side and square and, for a rider,
   * the emptiness of the squares between it and the king along one of FIDE's lines (its own
   * direction), whatever the other men: then only a man lifted off such a line can uncover a
   * threat, and FIDE's pins bound those lines. En passant is never such a turn, so a threat that
   * depends on the en-passant right does no harm. A variant whose threats also run along other
   * lines, or come from the king's own men, names the men and squares that matter with {@link
   * #shortcutPins} and {@link #shortcutLandings}.
   *
   * <p>True when {@link #fideThreats()} is; false by default.
   *
   * @return whether the pin shortcut applies
   */
  default boolean pinShortcut() {
    return fideThreats();
  }

  /**
   * With the pin shortcut: returns the men of {@code side} (not in check) whose lifting may let an
   * enemy man threaten the king on {@code king}, as a bit set of squares; a turn that lifts one of
   * them is made and tested. The default is FIDE's pins ({@link ModestKit#pinned}); a variant whose
   * men threaten along lines in other ways (a knight or a rook on a diagonal, a man of the king's
   * own side) adds the men that shield the king from those lines.
   *
   * @param k the kit
   * @param p the position, left as it was
   * @param king the square of the king of the side to move
   * @param side the side to move
   * @return the squares of the men whose turns the shortcut does not clear
   */
  default long shortcutPins(ModestKit k, MutablePosition p, int king, int side) {
    return k.pinned(p, king, side);
  }

  /**
   * With the pin shortcut: returns the squares on which a man of {@code side} landing or placed,
   * or an en-passant target set, may let a man threaten the king on {@code king} (a man of the
   * king's own side that threatens it, an enemy man that takes the newcomer and goes on); a turn
   * that does so is made and tested. None by default: a man of the mover's then only blocks lines.
   *
   * @param k the kit
   * @param p the position, left as it was
   * @param king the square of the king of the side to move
   * @param side the side to move
   * @return the squares where the shortcut does not clear a landing
   */
  default long shortcutLandings(ModestKit k, MutablePosition p, int king, int side) {
    return 0;
  }

  /**
   * Returns whether every threat of this variant is a FIDE attack (whenever {@link #threatened}
   * holds, so does {@link ModestKit#fideThreat}), without being all of them, and {@link
   * #legalAfter} accepts every turn: then FIDE's pin shortcut clears, without making them, the
   * turns after which no FIDE attack can reach the king (and the king steps to squares FIDE's
   * attacks do not reach), and every other turn is made and tested. A variant that returns true
   * proves the inclusion with a property test.
   *
   * @return false by default
   */
  default boolean threatsWithinFide() {
    return false;
  }

  /**
   * Returns whether this variant's threats include FIDE's attacks (whenever {@link
   * ModestKit#fideThreat} holds, so does {@link #threatened}): then, with the pin shortcut, a king
   * step to a square the opponent attacks in FIDE's sense is refused at once, and {@link
   * #threatenedBeyondFideAfterKingStep} answers for the other steps. A variant that returns true
   * proves the inclusion with a property test.
   *
   * @return false by default
   */
  default boolean threatsIncludeFide() {
    return false;
  }

  /**
   * With the pin shortcut and {@link #threatsIncludeFide}: returns whether {@code side}'s king,
   * stepping from {@code from} to {@code to} (a square the opponent does not attack in FIDE's
   * sense), would then be threatened. The default is {@link #threatenedAfterKingStep}; a variant
   * may test only its threats beyond FIDE's.
   *
   * @param k the kit
   * @param p the position before the step, left as it was
   * @param side the side to move
   * @param from the king's square
   * @param to the square it steps to
   * @return whether the king would be threatened there
   */
  default boolean threatenedBeyondFideAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return threatenedAfterKingStep(k, p, side, from, to);
  }

  /**
   * With the pin shortcut: returns whether {@code side}'s king, stepping from {@code from} to
   * {@code to} (taking the enemy man there, if any) and nothing else changing on the board, would
   * then be threatened. The default is FIDE's attack test with {@code from} empty, exact when
   * {@link #fideThreats()} is; a variant with {@link #pinShortcut()} but not {@link #fideThreats()}
   * must override it with its own exact test.
   *
   * @param k the kit
   * @param p the position before the step, left as it was
   * @param side the side to move
   * @param from the king's square
   * @param to the square it steps to
   * @return whether the king would be threatened there
   */
  default boolean threatenedAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return k.fideAttacked(p, to, side ^ 1, from);
  }
}
