package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.variants.jumping.JumpingPropertiesTest.CHECKMATE;
import static io.github.overtake.variants.jumping.JumpingPropertiesTest.MULTI_JUMP;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.testkit.RandomGames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The pre-filters of the {@code multiJump,checkmate} attack test give the full walk's answers: on
 * every position of random games, the attack test equals the walk of every attacker's chains,
 * and the legal moves found with the per-move shortcut equal those found without it.
 */
class JumpingAttacksPrefilterTest {
  @Property(tries = 150)
  void prefilteredAnswersEqualTheFullWalk(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    compare(mask | MULTI_JUMP | CHECKMATE, choices);
  }

  /** The same with {@code checkmate} and any other options, {@code multiJump} off or on. */
  @Property(tries = 60)
  void kingGuardAnswersEqualThePlainTest(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    compare(mask | CHECKMATE, choices);
  }

  /**
   * The listings with and without {@link KingGuard} (its flags first) agree on random placements
   * ({@link AttackFlagsTest#placement}) too, with every option set holding {@code checkmate}.
   */
  @Property(tries = 300)
  void kingGuardAnswersEqualThePlainTestOnPlacements(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll long seed,
      @ForAll @IntRange(min = 4, max = 60) int density) {
    var variant = JumpingPropertiesTest.variant(mask | CHECKMATE);
    JumpingOptions o = ((JumpingRules) variant.rules()).options();
    Position pos = AttackFlagsTest.placement(variant, o.mini() ? 8 : 10, new Random(seed), density);
    if (pos != null) {
      compare(o, List.of(pos));
    }
  }

  private static void compare(int options, List<Integer> choices) {
    var variant = JumpingPropertiesTest.variant(options);
    JumpingOptions o = ((JumpingRules) variant.rules()).options();
    compare(o, RandomGames.play(variant.startPosition(), choices).positions());
  }

  private static void compare(JumpingOptions o, List<Position> positions) {
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingAttacks attacks = new JumpingAttacks(board, new JumpingMoves(board, o), o);
    JumpingRules fast = new JumpingRules(o, true);
    JumpingRules full = new JumpingRules(o, false);
    for (Position pos : positions) {
      MutablePosition p = pos.toMutable();
      for (int side = 0; side < 2; side++) {
        int king = p.find(side, KING);
        if (king >= 0) {
          boolean attacked = attacks.attacked(p, king, side ^ 1);
          if (o.multiJump()) {
            assertEquals(
                attacks.chainAttacked(p, king, side ^ 1),
                attacked,
                "attack on the king of side " + side + " in " + pos);
          }
          if (side == p.sideToMove()) {
            KingGuard guard = KingGuard.get().prepare(fast, board, o);
            guard.footprint(p);
            assertEquals(attacked, guard.attackedBefore(), "footprint's test in " + pos);
            if (guard.proven()) {
              assertEquals(false, attacked, "flags proven but attacked in " + pos);
            }
          }
        }
      }
      // fresh copies: make and unmake may leave the piece lists in another order
      assertEquals(
          moves(full, pos.toMutable()), moves(fast, pos.toMutable()), "legal moves of " + pos);
    }
  }

  /**
   * The moves a rule set writes, each as the text of its ops, sorted: the order of a listing
   * follows the order of the piece lists, which making and unmaking a move permutes, and the
   * filters make different moves.
   */
  private static List<String> moves(JumpingRules rules, MutablePosition p) {
    MoveBuffer buf = new MoveBuffer();
    rules.generateMoves(p, buf);
    List<String> list = new ArrayList<>();
    for (int m = 0; m < buf.size(); m++) {
      StringBuilder s = new StringBuilder();
      s.append(buf.flags(m)).append(':');
      for (int i = buf.start(m); i < buf.end(m); i++) {
        s.append(buf.opAt(i)).append(',');
      }
      list.add(s.toString());
    }
    Collections.sort(list);
    return list;
  }
}
