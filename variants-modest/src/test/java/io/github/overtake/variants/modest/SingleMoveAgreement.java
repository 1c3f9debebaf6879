package io.github.overtake.variants.modest;

import io.github.overtake.core.AmbiguousMoveException;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.Position;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Checks that one move checked by {@link ModestRules#generateCandidates} gets the answer of the
 * full listing: at the rule set's level (every turn written is legal, and each legal turn is
 * written for the requests that name it, with or without an origin) and through the public API
 * ({@link Position#parseMove} of legal, mutated and random texts on a fresh position answers as
 * on a position whose moves are listed, with the same typed refusal and reason; {@link
 * Position#isLegal} is membership in {@link Position#legalMoves()}).
 */
final class SingleMoveAgreement {
  private static final String[] DROPS = {"P@", "N@", "B@", "R@", "Q@"};

  private SingleMoveAgreement() {}

  /**
   * Checks a position with the rule set and through the API.
   *
   * @param rules the variant's rule object
   * @param p the position
   * @param previous the position before it, whose moves are mostly illegal here, or null
   * @param rnd the random choices
   */
  static void check(ModestVariant rules, Position p, Position previous, Random rnd) {
    checkRuleSet(new ModestRules(rules), p, rnd);
    checkRuleSet(new ModestRules(rules, false), p, rnd);
    checkApi(p, previous, rnd);
  }

  /**
   * Only legal turns are written, and each legal turn is written for the requests that name it:
   * the request without an origin, and those of 16 legal turns picked at random (a position with
   * a placement due has thousands of turns).
   */
  private static void checkRuleSet(ModestRules r, Position position, Random rnd) {
    MutablePosition p = position.toMutable();
    MoveBuffer legal = new MoveBuffer();
    r.generateMoves(p, legal);
    legal.mergeRoutes();
    List<int[]> all = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      all.add(withFlags(legal, i));
    }
    String before = position.text();
    List<MoveRequest> requests = new ArrayList<>();
    requests.add(MoveRequest.of(-1));
    for (int k = 0; k < Math.min(legal.size(), 16); k++) {
      int i = rnd.nextInt(legal.size());
      MoveRequest q = MoveText.request(legal.opsOf(i), legal.flags(i));
      requests.add(q);
      requests.add(q.asExact());
    }
    for (MoveRequest q : requests) {
      MoveBuffer out = new MoveBuffer();
      if (!r.generateCandidates(p, q, out)) {
        if (!q.everyRoute()) {
          throw new AssertionError(r.id() + " declines " + q + " in " + before);
        }
        continue;
      }
      if (!p.sameAs(position.toMutable())) {
        throw new AssertionError(r.id() + " changed the position for " + q + " in " + before);
      }
      List<int[]> written = new ArrayList<>();
      for (int i = 0; i < out.size(); i++) {
        int[] w = withFlags(out, i);
        if (!contains(all, w)) {
          throw new AssertionError(r.id() + " writes a turn that is not legal for " + q + " in "
              + before + ": " + Arrays.toString(w));
        }
        written.add(w);
      }
      for (int i = 0; i < legal.size(); i++) {
        MoveRequest own = MoveText.request(legal.opsOf(i), legal.flags(i));
        boolean castles = (legal.flags(i) & MoveBuffer.CASTLE) != 0;
        boolean named = q.origin() < 0
            ? own.origin() < 0 || castles // a drop, an exchange, O-O
            : own.origin() == q.origin()
                && (own.destination() == q.destination() || q.routeLength() != 1);
        if (named && !contains(written, all.get(i))) {
          throw new AssertionError(r.id() + " leaves out legal turn " + Arrays.toString(all.get(i))
              + " for " + q + " in " + before);
        }
      }
    }
  }

  private static int[] withFlags(MoveBuffer b, int m) {
    int[] ops = b.opsOf(m);
    int[] w = Arrays.copyOf(ops, ops.length + 1);
    w[ops.length] = b.flags(m);
    return w;
  }

  private static boolean contains(List<int[]> list, int[] x) {
    for (int[] y : list) {
      if (Arrays.equals(x, y)) {
        return true;
      }
    }
    return false;
  }

  /** Texts parsed on a fresh position answer as on a listed one; isLegal is membership. */
  private static void checkApi(Position p, Position previous, Random rnd) {
    Position listed = p.variant().position(p.text());
    List<Move> legal = listed.legalMoves();
    List<String> texts = new ArrayList<>(List.of("O-O", "O-O-O"));
    String[] squares = new String[64];
    for (int s = 0; s < 64; s++) {
      squares[s] = "" + (char) ('a' + (s & 7)) + (char) ('1' + (s >> 3));
    }
    for (int i = 0; i < Math.min(legal.size(), 12); i++) {
      Move m = legal.get(rnd.nextInt(legal.size()));
      texts.add(m.text());
      texts.add(mutate(m.text(), squares, rnd));
      texts.add(mutate(m.text(), squares, rnd));
      if (m.from().isPresent() && m.to().isPresent()) {
        texts.add(m.from().get().name() + m.to().get().name());
      }
    }
    for (int i = 0; i < 6; i++) {
      texts.add(squares[rnd.nextInt(64)] + squares[rnd.nextInt(64)]);
      texts.add(DROPS[rnd.nextInt(DROPS.length)] + squares[rnd.nextInt(64)]);
    }
    for (String t : texts) {
      Object want = answer(() -> listed.parseMove(t));
      Object got = answer(() -> p.variant().position(p.text()).parseMove(t));
      if (want instanceof Move w) {
        if (!(got instanceof Move g) || !g.equals(w) || !g.text().equals(w.text())) {
          throw new AssertionError(t + " in " + p.text() + ": listing " + w + ", single " + got);
        }
      } else if (want.getClass() != got.getClass()) {
        throw new AssertionError(t + " in " + p.text() + ": listing " + want + ", single " + got);
      } else if (want instanceof IllegalMoveException w
          && w.reason() != ((IllegalMoveException) got).reason()) {
        throw new AssertionError(t + " in " + p.text() + ": reasons " + w.reason() + " and "
            + ((IllegalMoveException) got).reason());
      }
    }
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < Math.min(legal.size(), 20); i++) {
      moves.add(legal.get(rnd.nextInt(legal.size())));
    }
    List<Move> before = previous == null ? List.of() : previous.legalMoves();
    for (int i = 0; i < Math.min(before.size(), 20); i++) {
      moves.add(before.get(rnd.nextInt(before.size())));
    }
    for (Move m : moves) {
      boolean single = p.variant().position(p.text()).isLegal(m);
      if (single != legal.contains(m)) {
        throw new AssertionError("isLegal(" + m + ") is " + single + " in " + p.text());
      }
    }
  }

  /** A text near a legal one: a square changed, a landing or a letter added, a part dropped. */
  private static String mutate(String text, String[] squares, Random rnd) {
    String sq = squares[rnd.nextInt(64)];
    switch (rnd.nextInt(6)) {
      case 0:
        return text.length() >= 4 ? text.substring(0, 2) + sq + text.substring(4) : text + sq;
      case 1:
        return sq + text.substring(Math.min(2, text.length()));
      case 2:
        int comma = text.indexOf(',');
        return comma > 0 ? text.substring(0, comma) : text + "," + sq;
      case 3:
        return text + "q";
      case 4:
        return text + "x" + sq;
      default:
        return text.replace("x", "");
    }
  }

  private static Object answer(Supplier<Object> call) {
    try {
      return call.get();
    } catch (IllegalMoveException
        | MoveFormatException
        | AmbiguousMoveException
        | WorkLimitException e) {
      return e;
    }
  }
}
