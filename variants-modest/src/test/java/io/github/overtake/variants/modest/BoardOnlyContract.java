package io.github.overtake.variants.modest;


import io.github.overtake.core.Variant;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import java.util.function.Supplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The further properties of the Modest variants that keep nothing off the board (Assistance,
 * Battery, Coalition, Mercenary, Multicap, Zone): men leave the board only by capture, other
 * variants' off-board state is refused, and the properties hold on random placements too.
 */
abstract class BoardOnlyContract extends ModestVariantContract {
  /**
   * Names the variant under test.
   *
   * @param variant the variant, as the registry gives it
   * @param rules makes a new rule object of the variant
   * @param livePositions positions where the variant's own rule is live
   */
  BoardOnlyContract(Variant variant, Supplier<ModestVariant> rules, List<String> livePositions) {
    super(variant, rules, livePositions);
  }

  @Property(tries = 20)
  void menLeaveTheBoardOnlyByCapture(
      @ForAll @IntRange(min = 0, max = 999) int start,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    CaptureAccounting.check(start(start), choices);
  }

  @Test
  void offBoardStateOfOtherVariantsIsRejected() {
    ModestTesting.assertRejected(variant(), "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "no pool");
    ModestTesting.assertRejected(
        variant(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen:e1/-", "frozen:e1/-");
  }

  @Property(tries = 200)
  void fastThreatTestAgreesOnRandomPlacements(
      @ForAll @Size(min = 2, max = 14) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 14) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove,
      @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 0, max = 999) Integer> choices) {
    RandomPlacement.of(variant(), squares, kinds, blackToMove)
        .ifPresent(p -> ModestTesting.threatTestAgreesWithGeneral(rules(), p, choices));
  }

  @Property(tries = 60)
  void randomGamesFromRandomPlacementsKeepInvariants(
      @ForAll @Size(min = 2, max = 14) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 14) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    RandomPlacement.of(variant(), squares, kinds, blackToMove)
        .ifPresent(
            p -> {
              RandomGames.play(p, choices);
              CaptureAccounting.check(p, choices);
            });
  }
}
