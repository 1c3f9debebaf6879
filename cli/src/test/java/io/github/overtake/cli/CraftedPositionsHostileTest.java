package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Position;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The crafted positions of the hostile-input trial, in a 256 MB JVM: each is answered, or
 * refused with a {@link WorkLimitException}, never an {@link OutOfMemoryError} or a hang. The
 * timeout is a hang guard, not a speed test (speed is measured with the CLI).
 */
class CraftedPositionsHostileTest {
  /** Far above the budget of about a second: only a hang or a runaway search reaches it. */
  private static final Duration HANG = Duration.ofSeconds(60);

  static Stream<Arguments> crafted() {
    String checkersWindow =
        "26/26/26/26/26/26/26/26/7m1m1m1m1m1m8/26/7m1m1m1m1m1m8/26/7m1m1m1m1m1m8/12C13/"
            + "7m1m1m1m1m1m8/26/7m1m1m1m1m1m8/26/7m1m1m1m1m1m8/26/26/26/26/26/26/26 w - - 0 1";
    String jumping =
        "K9/1n1n1n1n2/1nnnnnnnn1/1n1n1n1n2/1nnnnnnnn1/1n1nQn1n2/1nnnnnnnn1/1n1n1n1n2/"
            + "1nnnnnnnn1/9k w - - 0 1";
    return Stream.of(
        Arguments.of(
            "checkercapture",
            "k6K/1n1n1n2/1nnnnnn1/1n1n1n2/1nnnnnn1/1nQn1n2/1nnnnnn1/8 w - - 0 1"),
        Arguments.of(
            "checkercapture", "k6K/8/1nnnnn2/1n1n1n2/1nnnnn2/1nQn1n2/1nnnnn2/8 w - - 0 1"),
        Arguments.of("jumping:multiJump=true", jumping),
        Arguments.of("jumping:multiJump=true,checkmate=true", jumping),
        Arguments.of(
            "checkerschess:firstType=checkers,secondType=checkers,width=26,height=26,"
                + "flyingKings=on",
            checkersWindow),
        // the worst shapes of the survey (benchmarks ShapeSurvey; times in SECURITY.md)
        Arguments.of(
            "checkerschess:firstType=checkers,secondType=checkers,board=mobius,width=4,height=26,"
                + "flyingKings=true",
            lattice(4, 26, "1m1m", "C3")),
        Arguments.of(
            "checkerschess:firstType=checkers,secondType=checkers,board=mobius,width=6,height=26,"
                + "flyingKings=false",
            lattice(6, 26, "1m1m1m", "C5")),
        Arguments.of(
            "checkerschess:firstType=checkers,secondType=checkers,board=annulus,width=10,"
                + "height=26,flyingKings=false",
            lattice(10, 26, "1m1m1m1m1m", "M1M1M1M1M1")),
        Arguments.of(
            "checkerschess:firstType=checkers,secondType=nonroyal,board=mobius,width=10,"
                + "height=10,flyingKings=true",
            "9n/10/1n1n1n1n1n/10/1n1n1n1n1n/10/1n1n1n1n1n/10/1n1n1n1n1n/C9 w - - 0 1"),
        Arguments.of(
            "checkerschess:firstType=checkers,secondType=checkers,board=annulus,width=4,"
                + "height=23,flyingKings=false",
            "4/1m1m/4/1m1m/4/1m1m/4/1m1m/4/1m1m/4/1m1m/4/1m1m/4/1m1m/4/1m1m/4/1m1m/4/1m1m/C3 w - - 0 1"),
        Arguments.of(
            "jumping:multiJump=true",
            "7q2/1r1b1k1nr1/1p1n2pb2/2p7/4pp1pp1/3p6/6P3/10/4QK2R1/10 w Kkq - 0 18"),
        Arguments.of("checkercapture", HEAVIEST_CHECKERCAPTURE),
        Arguments.of("jumping:doubleKnights=true,multiJump=true", JUMPING_PLAY));
  }

  /**
   * A checkers lattice: {@code row} on the even ranks from 2 to {@code height - 2}, the other ranks
   * empty, {@code first} on rank 1.
   */
  static String lattice(int width, int height, String row, String first) {
    StringBuilder s = new StringBuilder();
    for (int r = height; r >= 2; r--) {
      s.append(r % 2 == 0 && r <= height - 2 ? row : String.valueOf(width)).append('/');
    }
    return s.append(first).append(" w - - 0 1").toString();
  }

  /** The checker-capture lattice with the most moves the defaults answer (24,963). */
  static final String HEAVIEST_CHECKERCAPTURE =
      "k6K/8/1nnnnn2/1n1n1n2/1nnnnn2/1nQn1n2/1nnnnn2/8 w - - 0 1";

  /** A Jumping position of play with 36,660 moves, answered by the defaults. */
  static final String JUMPING_PLAY =
      "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6";

  @ParameterizedTest
  @MethodSource("crafted")
  void everyCallIsAnsweredOrRefusedWithTheWorkLimit(String spec, String text) {
    assertTimeoutPreemptively(
        HANG,
        () -> {
          Position p;
          try {
            p = VariantRegistry.load().variant(spec).position(text);
          } catch (WorkLimitException e) {
            assertRefusal(e, text);
            return;
          }
          try {
            List<Move> moves = p.legalMoves();
            assertFalse(moves.isEmpty());
            for (Move m : moves.subList(0, Math.min(20, moves.size()))) {
              assertEquals(m, p.parseMove(m.text()));
              assertTrue(p.isLegal(m));
            }
            assertTrue(p.outcome() != null);
          } catch (WorkLimitException e) {
            assertRefusal(e, text);
          }
        });
  }

  @ParameterizedTest
  @MethodSource("crafted")
  void theValidatorFailsAtTheMoveOrThePosition(String spec, String text) {
    assertTimeoutPreemptively(
        HANG,
        () -> {
          ValidationResult r = MoveValidator.validate(spec, text, List.of("a1a2"));
          assertFalse(r.isValid());
          // a refusal is reported at the position (listing its moves or checking it)
          // or at the move, as for any other bad move
          assertTrue(r.badInput() == ValidationResult.POSITION || r.badInput() == 0, r.toString());
        });
  }

  @ParameterizedTest
  @MethodSource("crafted")
  void theCommandLineExitsTwoWithOneLine(String spec, String text) {
    assertTimeoutPreemptively(
        HANG,
        () -> {
          CliRun r = CliRun.run("moves", spec, "--fen", text);
          String stderr = r.err();
          if (r.code() == 0) {
            assertFalse(r.out().isBlank());
            return;
          }
          assertEquals(2, r.code(), stderr);
          assertEquals(1, stderr.strip().split("\\R", -1).length, stderr);
          assertTrue(stderr.contains("work limit"), stderr);
        });
  }

  @ParameterizedTest
  @MethodSource("crafted")
  void tighterLimitsRefuseSooner(String spec, String text) {
    assertTimeoutPreemptively(
        HANG,
        () -> {
          VariantRegistry strict =
              VariantRegistry.load().withLimits(Limits.DEFAULT.withMoves(50).withChainStates(5_000));
          try {
            assertFalse(strict.variant(spec).position(text).legalMoves().isEmpty());
            fail("expected a refusal under tight limits");
          } catch (WorkLimitException e) {
            assertRefusal(e, text);
            assertTrue(e.value() == 50 || e.value() == 5_000, e.getMessage());
          }
        });
  }

  private static void assertRefusal(WorkLimitException e, String text) {
    assertTrue(
        List.of(Limits.MOVES, Limits.MOVE_OPS, Limits.CHAIN_STATES).contains(e.limit()),
        e.getMessage());
    assertEquals(text, e.input());
    assertTrue(e.getMessage().length() < 250, e.getMessage());
  }
}
