package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The default limits refuse no position of play: random games of every family, across its option
 * sets, and the children of some of their positions, all listed under {@code Limits.DEFAULT}. The
 * CI-sized sample of {@code benchmarks/PlaySample}, which runs a million positions a family (its
 * results are in SECURITY.md).
 */
class DefaultLimitsPlayTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();

  static Stream<String> specs() {
    List<String> specs = new ArrayList<>();
    for (int mask = 0; mask < 64; mask += 3) {
      specs.add(
          "jumping:doubleKnights=" + ((mask & 1) != 0) + ",multiJump=" + ((mask & 2) != 0)
              + ",conservative=" + ((mask & 4) != 0) + ",mini=" + ((mask & 8) != 0)
              + ",quickEvacuation=" + ((mask & 16) != 0) + ",checkmate=" + ((mask & 32) != 0));
    }
    specs.add("jumping:multiJump=true,doubleKnights=true");
    specs.add("jumping:multiJump=true,checkmate=true");
    specs.add("checkercapture");
    specs.add("checkercapture:simple=true,displacement=true");
    for (String board : new String[] {"square", "annulus", "mobius"}) {
      specs.add("checkerschess:board=" + board + ",flyingKings=true");
      specs.add(
          "checkerschess:firstType=checkers,secondType=checkers,board=" + board
              + ",flyingKings=true,width=10,height=10");
    }
    specs.add("checkerschess:firstType=checkers,secondType=nonroyal,board=mobius,width=4,height=8");
    for (String id : REGISTRY.ids()) {
      if (!id.equals("jumping") && !id.equals("checkercapture") && !id.equals("checkerschess")) {
        specs.add(id);
      }
    }
    return specs.stream();
  }

  @ParameterizedTest
  @MethodSource("specs")
  void noPositionOfRandomPlayIsRefused(String spec) {
    SplittableRandom random = new SplittableRandom(spec.hashCode());
    int listed = 0;
    for (int game = 0; game < 2; game++) {
      Position p = REGISTRY.variant(spec).startPosition();
      for (int ply = 0; ply < 60 && !p.isGameOver(); ply++) {
        List<Move> moves = list(p);
        listed++;
        if (ply % 15 == 7) {
          for (Move m : moves) {
            list(p.play(m));
            listed++;
          }
        }
        p = p.play(moves.get(random.nextInt(moves.size())));
      }
    }
    assertTrue(listed > 0);
  }

  private static List<Move> list(Position p) {
    try {
      return p.legalMoves();
    } catch (WorkLimitException e) {
      return fail("a position of play refused under the default limits: " + e.getMessage());
    }
  }
}
