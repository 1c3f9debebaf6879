package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Position;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Mutates valid specs, position texts and move texts of every family and feeds them to the public
 * API: only {@link OvertakeException} subtypes come out, and {@link MoveValidator} never throws.
 */
class FuzzHostileTest {
  private static final String ALPHABET =
      "0123456789abcdefghijxyzKQRBNPkqrbnpmMcCn/- wb[]@=,:;x()'~\u0668\uff11\u00e9\n";
  private static final VariantRegistry REGISTRY =
      VariantRegistry.load().withLimits(Limits.DEFAULT.withMoves(5_000).withChainStates(100_000));
  private static final List<String[]> SEEDS = seeds();

  /** Per family and preset: its spec, a position some plies in, and the moves played to it. */
  private static List<String[]> seeds() {
    List<String[]> seeds = new ArrayList<>();
    Random random = new Random(1414);
    List<String> specs = new ArrayList<>(REGISTRY.ids());
    specs.addAll(REGISTRY.presets().keySet());
    specs.add("checkerschess:width=26,height=26,firstType=checkers,flyingKings=on");
    specs.add("jumping:multiJump=true,checkmate=true");
    for (String spec : specs) {
      Variant v = REGISTRY.variant(spec);
      Position p = v.startPosition();
      List<String> moves = new ArrayList<>();
      for (int ply = 0; ply < 4 && !p.isGameOver(); ply++) {
        List<Move> legal = p.legalMoves();
        Move m = legal.get(random.nextInt(legal.size()));
        moves.add(m.text());
        p = p.play(m);
      }
      seeds.add(new String[] {spec, v.startPosition().text(), String.join(" ", moves), p.text()});
    }
    return seeds;
  }

  @Property(tries = 400)
  void onlyOvertakeExceptionsComeOut(
      @ForAll @IntRange(min = 0, max = 10_000) int seed,
      @ForAll @IntRange(min = 0, max = 3) int target,
      @ForAll @Size(min = 1, max = 6) List<@IntRange(min = 0, max = 1_000_000) Integer> edits) {
    String[] s = SEEDS.get(seed % SEEDS.size());
    String spec = target == 0 ? mutate(s[0], edits) : s[0];
    String start = target == 1 ? mutate(s[1], edits) : s[1];
    String moves = target == 2 ? mutate(s[2], edits) : s[2];
    String later = target == 3 ? mutate(s[3], edits) : s[3];
    List<String> moveList = moves.isBlank() ? List.of() : Arrays.asList(moves.split(" ", -1));
    ValidationResult r = MoveValidator.validate(REGISTRY, spec, start, moveList);
    assertNotNull(r.toString());
    try {
      Variant v = REGISTRY.variant(spec);
      Position p = v.position(later);
      assertNotNull(p.legalMoves());
      assertNotNull(p.outcome());
      assertNotNull(p.isCheck());
      for (String m : moveList) {
        p = p.play(m);
      }
    } catch (OvertakeException expected) {
      // the only kind of failure bad input may cause
    }
  }

  /** Applies edits: each picks an operation (replace, insert, delete, duplicate), a place, a char. */
  private static String mutate(String text, List<Integer> edits) {
    StringBuilder sb = new StringBuilder(text);
    for (int e : edits) {
      int op = e % 4;
      int at = sb.length() == 0 ? 0 : (e / 4) % (sb.length() + 1);
      char c = ALPHABET.charAt((e / 7) % ALPHABET.length());
      switch (op) {
        case 0 -> {
          if (at < sb.length()) {
            sb.setCharAt(at, c);
          } else {
            sb.append(c);
          }
        }
        case 1 -> sb.insert(at, c);
        case 2 -> {
          if (at < sb.length()) {
            sb.deleteCharAt(at);
          }
        }
        default -> {
          int end = Math.min(sb.length(), at + 1 + (e / 13) % 8);
          sb.insert(at, sb.substring(at, end));
        }
      }
    }
    return sb.toString();
  }
}
