package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.PerftFixtures;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class ZoneTest {
  private static final Variant ZONE = VariantRegistry.load().variant("modest-zone");

  /** Positions with men on ranks 4 and 5, for the properties. */
  private static final List<String> LIVE = List.of(
      ZONE.startPosition().text(),
      "rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2",
      "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
      "8/8/8/8/4k3/3p4/8/4K3 w - - 0 1",
      "r3k2r/ppp2ppp/2n5/3qp3/3PN3/2P5/PP3PPP/R2QK2R w KQkq - 0 1",
      "4k3/8/4b3/8/3n4/8/8/4K3 w - - 0 1");

  @TestFactory
  Stream<DynamicTest> fixtures() {
    return PerftFixtures.tests("/perft/modest-zone.perft");
  }


  @Test
  void zone2QueenMayNotAimAtItsOwnKingFromTheZone() {
    Position p = ZONE.position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d1a5"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d1b4"));
  }

  @Test
  void zone3OnlyOneMoveOfAWhiteMan() {
    Position p = ZONE.position("rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
    List<String> moved = p.legalMoves().stream()
        .filter(m -> p.board().pieceAt(m.from().orElseThrow()).orElseThrow().side() == Side.WHITE)
        .map(m -> m.text())
        .collect(Collectors.toList());
    assertEquals(List.of("h5h2"), moved);
  }

  @Test
  void zone4CheckFromOwnQueen() {
    assertTrue(ZONE.position("6k1/8/8/8/4Q3/8/8/4K3 w - - 0 1").isCheck());
  }

  @Test
  void usedPawnsTakeForwardInTheirOwnDirectionOnly() {
    // White may use Black's pawn d4 (moving down) on c3 but not on e5 behind it.
    Position p = ZONE.position("4k3/8/8/4b3/3p4/2n5/8/4K3 w - - 0 1");
    assertEquals("d4c3", p.parseMove("d4c3").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4e5"));
  }

  @Test
  void targetsOnTheZoneRanksCannotBeTakenWithAUsedMan() {
    Position p = ZONE.position("4k3/8/8/8/3n1b2/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4f5"));
  }

  @Test
  void badPositionTextsNameTheProblem() {
    InvalidPositionException e = assertThrows(
        InvalidPositionException.class,
        () -> ZONE.position("6k1/8/8/8/4Q3/8/8/4K3 b - - 0 1"));
    assertTrue(e.getMessage().contains("not to move is in check"), e.getMessage());
  }

  @Property(tries = 30)
  void fastThreatTestAgreesWithTheGeneralOne(
      @ForAll @IntRange(min = 0, max = 5) int start,
      @ForAll @Size(max = 30) List<@IntRange(min = 0, max = 999) Integer> choices) {
    ModestTesting.threatTestAgreesWithGeneral(new Zone(), ZONE.position(LIVE.get(start)), choices);
  }

  @Property(tries = 40)
  void randomGamesKeepInvariants(
      @ForAll @IntRange(min = 0, max = 5) int start,
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 999) Integer> choices) {
    RandomGames.play(ZONE.position(LIVE.get(start)), choices);
  }

  @Property(tries = 20)
  void menLeaveTheBoardOnlyByCapture(
      @ForAll @IntRange(min = 0, max = 5) int start,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    CaptureAccounting.check(ZONE.position(LIVE.get(start)), choices);
  }

  @Test
  void offBoardStateOfOtherVariantsIsRejected() {
    InvalidPositionException pool = assertThrows(
        InvalidPositionException.class,
        () -> ZONE.position("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"));
    assertTrue(pool.getMessage().contains("no pool"), pool.getMessage());
    InvalidPositionException token = assertThrows(
        InvalidPositionException.class,
        () -> ZONE.position("4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen:e1/-"));
    assertTrue(token.getMessage().contains("frozen:e1/-"), token.getMessage());
  }

  @Property(tries = 200)
  void fastThreatTestAgreesOnRandomPlacements(
      @ForAll @Size(min = 2, max = 14) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 14) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove,
      @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 0, max = 999) Integer> choices) {
    RandomPlacement.of(ZONE, squares, kinds, blackToMove)
        .ifPresent(p -> ModestTesting.threatTestAgreesWithGeneral(new Zone(), p, choices));
  }

  @Property(tries = 60)
  void randomGamesFromRandomPlacementsKeepInvariants(
      @ForAll @Size(min = 2, max = 14) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 14) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    RandomPlacement.of(ZONE, squares, kinds, blackToMove).ifPresent(p -> {
      RandomGames.play(p, choices);
      CaptureAccounting.check(p, choices);
    });
  }
}
