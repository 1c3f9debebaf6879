package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.Variant;
import io.github.overtake.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * One seeded random game for every type pairing, goal pairing and board (9 x 25 x 3), with the
 * flags and the size varied along the way, checking core's invariants and the outcome tables.
 */
class CheckersChessCombinationsTest {
  private static final int[][] SIZES = {{8, 8}, {4, 5}, {5, 6}, {6, 7}, {7, 8}, {9, 9}};

  @TestFactory
  Stream<DynamicTest> everyCombination() {
    return IntStream.range(0, 9 * 25 * 3)
        .mapToObj(
            i -> {
              int pairing = i % 9;
              int goals = (i / 9) % 25;
              int board = i / 225;
              int[] size = SIZES[i % SIZES.length];
              boolean flying = (i & 1) == 1;
              boolean castling = i % 3 != 0;
              Variant v =
                  CheckersChessPropertiesTest.variant(
                      pairing / 3, pairing % 3, goals / 5, goals % 5, board, size[0], size[1],
                      flying, castling);
              return DynamicTest.dynamicTest(
                  v.spec(),
                  () -> {
                    Random r = new Random(i);
                    List<Integer> choices = new ArrayList<>();
                    for (int k = 0; k < 60; k++) {
                      choices.add(r.nextInt(1000));
                    }
                    CheckersChessPropertiesTest.checkOutcome(
                        RandomGames.play(v.startPosition(), choices));
                  });
            });
  }
}
