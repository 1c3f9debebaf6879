package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.testkit.Allocation;
import io.github.overtake.testkit.PerftFixtures;
import io.github.overtake.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The properties every Modest variant's test shares, written once: a variant's test extends this
 * class, names its variant and the positions where its rule is live, and keeps for itself only its
 * own rulings and properties. {@code ModestRegistrationTest} checks that every
 * registered Modest variant has such a test.
 *
 * <ul>
 *   <li>the perft fixtures of {@code /perft/<variant id>.perft};
 *   <li>random games from the start and from each live position keep the testkit's invariants;
 *   <li>the variant's own threat test (fast or FIDE's) agrees with the general definition;
 *   <li>the legal turns the rule set lists equal those found by making every turn and testing the
 *       king and the variant's own conditions (the pin shortcut and the legality filter);
 *   <li>one move checked without the listing ({@code generateCandidates}) gets the listing's
 *       answer, from the rule set and through {@code parseMove} and {@code isLegal};
 *   <li>the turns written from one origin ({@code turnsFrom}) are, after the narrowing to what a
 *       text from there names, those of the variant's whole {@code turns}, in order;
 *   <li>the outcome judged with the existence query alone ({@code hasLegalMove}) is the one
 *       judged from the listing, on random games and placements, checkmates and stalemates;
 *   <li>perft allocates nothing per node.
 * </ul>
 */
abstract class ModestVariantContract {
  private final Variant variant;
  private final Supplier<ModestVariant> rules;
  private final List<String> livePositions;
  private final int gameLength;

  /**
   * Names the variant under test.
   *
   * @param variant the variant, as the registry gives it
   * @param rules makes a new rule object of the variant, for the comparisons with the general
   *     definitions
   * @param livePositions positions where the variant's own rule is live; the start position is
   *     always used too
   * @param gameLength the longest random game the properties play, in plies (the threat and
   *     legality comparisons, which test every move of every position, play at most 40)
   */
  protected ModestVariantContract(
      Variant variant, Supplier<ModestVariant> rules, List<String> livePositions, int gameLength) {
    this.variant = variant;
    this.rules = rules;
    this.livePositions = livePositions;
    this.gameLength = gameLength;
  }

  /**
   * Names the variant under test, whose random games are at most 80 plies long.
   *
   * @param variant the variant, as the registry gives it
   * @param rules makes a new rule object of the variant
   * @param livePositions positions where the variant's own rule is live
   */
  protected ModestVariantContract(
      Variant variant, Supplier<ModestVariant> rules, List<String> livePositions) {
    this(variant, rules, livePositions, 80);
  }

  /**
   * Names the variant under test, with no live positions but the start and games of at most 80
   * plies.
   *
   * @param variant the variant, as the registry gives it
   * @param rules makes a new rule object of the variant
   */
  protected ModestVariantContract(Variant variant, Supplier<ModestVariant> rules) {
    this(variant, rules, List.of(), 80);
  }

  /**
   * Returns the variant under test, as the registry gives it.
   *
   * @return the variant
   */
  protected final Variant variant() {
    return variant;
  }

  /**
   * Returns a new rule object of the variant, for the comparisons with the general definitions.
   *
   * @return the rule object
   */
  protected final ModestVariant rules() {
    return rules.get();
  }

  /**
   * Returns positions where the variant's own rule is live; the start position is always used too.
   *
   * @return position texts, those given to the constructor unless overridden
   */
  protected List<String> livePositions() {
    return livePositions;
  }

  /**
   * Returns the longest random game the properties play, in plies (the threat and legality
   * comparisons, which test every move of every position, play at most 40).
   *
   * @return the length, the one given to the constructor (80 by default) unless overridden
   */
  protected int gameLength() {
    return gameLength;
  }

  /**
   * The variant's perft fixtures, {@code /perft/<variant id>.perft}.
   *
   * @return one test per fixture
   */
  @TestFactory
  Stream<DynamicTest> fixtures() {
    return PerftFixtures.tests("/perft/" + variant().id() + ".perft");
  }

  /**
   * Returns the positions whose perft to depth 3 must allocate nothing per node.
   *
   * @return position texts, the start position by default
   */
  protected List<String> allocationPositions() {
    return List.of(variant().startPosition().text());
  }

  /**
   * Returns positions whose perft to depth 2 must allocate nothing per node (busier positions).
   *
   * @return position texts, none by default
   */
  protected List<String> shallowAllocationPositions() {
    return List.of();
  }

  /**
   * Returns the start position followed by the live positions.
   *
   * @return the starts
   */
  protected final List<Position> starts() {
    List<Position> all = new ArrayList<>();
    all.add(variant().startPosition());
    for (String text : livePositions()) {
      all.add(variant().position(text));
    }
    return all;
  }

  /**
   * Picks one of the starts.
   *
   * @param index any number, taken modulo the number of starts
   * @return the start
   */
  protected final Position start(int index) {
    List<Position> all = starts();
    return all.get(Math.floorMod(index, all.size()));
  }

  private static List<Integer> first(List<Integer> choices, int n) {
    return choices.subList(0, Math.min(n, choices.size()));
  }

  @Property(tries = 40)
  void randomGamesKeepInvariants(
      @ForAll @IntRange(min = 0, max = 999) int start,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    RandomGames.play(start(start), first(choices, gameLength()));
  }

  @Property(tries = 25)
  void threatTestAgreesWithTheGeneralOne(
      @ForAll @IntRange(min = 0, max = 999) int start,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    ModestTesting.threatTestAgreesWithGeneral(
        rules(), start(start), first(choices, Math.min(40, gameLength())));
  }

  @Property(tries = 20)
  void listedTurnsAreThoseThatKeepTheKingSafe(
      @ForAll @IntRange(min = 0, max = 999) int start,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    ModestTesting.pinShortcutAgrees(
        rules(), start(start), first(choices, Math.min(40, gameLength())));
  }

  @Property(tries = 25)
  void singleMoveCheckAgreesWithTheListing(
      @ForAll @IntRange(min = 0, max = 999) int start,
      @ForAll @IntRange(min = 0, max = 120) int plies,
      @ForAll long seed) {
    Random rnd = new Random(seed);
    Position p = start(start);
    int length = Math.min(plies, gameLength());
    Optional<Position> open = castlingOpen();
    if (start % 4 == 3 && open.isPresent()) {
      p = open.get(); // castling (O-O, e1g1) and the moves around it, a few plies in
      length = plies % 6;
    }
    Position previous = null;
    for (int i = 0; i < length && !p.isGameOver(); i++) {
      List<Move> legal = p.legalMoves();
      previous = p;
      p = p.play(legal.get(rnd.nextInt(legal.size())));
    }
    SingleMoveAgreement.check(rules(), p, previous, rnd);
  }

  @Property(tries = 25)
  void turnsFromAnOriginAreTheTurnsItNames(
      @ForAll @IntRange(min = 0, max = 999) int start,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll @Size(min = 2, max = 20) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 20) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove,
      @ForAll @IntRange(min = 0, max = 999) int state) {
    Position p = start(start);
    Optional<Position> open = castlingOpen();
    if (start % 4 == 3 && open.isPresent()) {
      p = open.get(); // castling and the moves around it
    }
    int compared = OriginAgreement.check(rules(), p);
    List<Integer> game = first(choices, gameLength());
    for (int i = 0; i < game.size() && !p.isGameOver(); i++) {
      List<Move> legal = p.legalMoves();
      p = p.play(legal.get(Math.floorMod(game.get(i), legal.size())));
      if (i % 8 == 7 || i == game.size() - 1) {
        compared += OriginAgreement.check(rules(), p); // every origin of every eighth position
      }
    }
    assertTrue(compared > 0, "no turn compared from " + start(start).text());
    RandomPlacement.of(variant(), squares, kinds, blackToMove)
        .flatMap(q -> {
          try {
            return Optional.of(variant().position(withRandomState(q.text(), state)));
          } catch (InvalidPositionException e) {
            return Optional.empty();
          }
        })
        .ifPresent(q -> {
          var unused = OriginAgreement.check(rules(), q);
        });
  }

  /**
   * Returns the start position with the men between king and rooks on both back ranks taken off
   * (every castling right the start has kept), when the variant accepts it.
   */
  private Optional<Position> castlingOpen() {
    String text = variant().startPosition().text();
    int end = text.indexOf(' ');
    int pool = text.indexOf('[');
    end = pool >= 0 && pool < end ? pool : end;
    String[] ranks = text.substring(0, end).split("/");
    if (ranks.length != 8) {
      return Optional.empty();
    }
    ranks[0] = kingsAndRooks(ranks[0]);
    ranks[7] = kingsAndRooks(ranks[7]);
    try {
      return Optional.of(variant().position(String.join("/", ranks) + text.substring(end)));
    } catch (InvalidPositionException e) {
      return Optional.empty(); // the variant counts its men, or has no castling
    }
  }

  /** A rank of placement text with only its kings and rooks kept. */
  private static String kingsAndRooks(String rank) {
    StringBuilder out = new StringBuilder();
    int empty = 0;
    for (int i = 0; i < rank.length(); i++) {
      char c = rank.charAt(i);
      int n = Character.isDigit(c) ? c - '0' : 1;
      if (Character.isDigit(c) || "KkRr".indexOf(c) < 0) {
        empty += n;
      } else {
        if (empty > 0) {
          out.append(empty);
        }
        empty = 0;
        out.append(c);
      }
    }
    return empty > 0 ? out.append(empty).toString() : out.toString();
  }

  /**
   * Returns the text of a random placement as this variant may carry it: by default unchanged. A
   * variant with state of its own writes random state into it (a reserve, say).
   *
   * @param text the placement's text
   * @param state a random number to choose the state from
   * @return the position text
   */
  protected String withRandomState(String text, int state) {
    return text;
  }

  @Property(tries = 150)
  void listedTurnsAreThoseThatKeepTheKingSafeOnRandomPlacements(
      @ForAll @Size(min = 2, max = 20) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 20) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove,
      @ForAll @IntRange(min = 0, max = 999) int state) {
    RandomPlacement.of(variant(), squares, kinds, blackToMove)
        .flatMap(p -> {
          try {
            return Optional.of(variant().position(withRandomState(p.text(), state)));
          } catch (InvalidPositionException e) {
            return Optional.empty();
          }
        })
        .ifPresent(p -> ModestTesting.fastPathAgrees(rules(), p.toMutable()));
  }

  @Property(tries = 40)
  void outcomeWithoutTheListingIsTheListingsOutcome(
      @ForAll @IntRange(min = 0, max = 999) int start,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll @Size(min = 2, max = 20) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 20) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove,
      @ForAll @IntRange(min = 0, max = 999) int state) {
    Position p = start(start);
    for (int choice : first(choices, gameLength())) {
      if (OutcomeAgreement.check(variant(), p)) {
        break;
      }
      List<Move> legal = p.legalMoves();
      p = p.play(legal.get(Math.floorMod(choice, legal.size())));
    }
    RandomPlacement.of(variant(), squares, kinds, blackToMove)
        .flatMap(q -> {
          try {
            return Optional.of(variant().position(withRandomState(q.text(), state)));
          } catch (InvalidPositionException e) {
            return Optional.empty();
          }
        })
        .ifPresent(q -> OutcomeAgreement.check(variant(), q));
  }

  /**
   * Returns positions of this variant where the side to move has no legal turn (checkmates and
   * stalemates), to which the contract adds the FIDE ones the variant accepts and finds so.
   *
   * @return position texts, none by default
   */
  protected List<String> noMovePositions() {
    return List.of();
  }

  @Test
  void outcomeWithoutTheListingAgreesWhereNoMoveExists() {
    int none = 0;
    for (String text : OutcomeAgreement.NO_MOVE_IN_FIDE) {
      Position p;
      try {
        p = variant().position(text);
      } catch (InvalidPositionException e) {
        continue; // the variant's own material or state
      }
      none += OutcomeAgreement.check(variant(), p) ? 1 : 0;
    }
    for (String text : noMovePositions()) {
      assertTrue(OutcomeAgreement.check(variant(), variant().position(text)), text);
      none++;
    }
    assertTrue(none >= 2, "positions with no legal move checked: " + none);
  }

  @Test
  void perftAllocatesNothingPerNode() {
    for (String text : allocationPositions()) {
      Allocation.assertPerftAllocatesNothingPerNode(variant().position(text), 3);
    }
    for (String text : shallowAllocationPositions()) {
      Allocation.assertPerftAllocatesNothingPerNode(variant().position(text), 2);
    }
  }
}
