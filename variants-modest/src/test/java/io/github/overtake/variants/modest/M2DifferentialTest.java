package io.github.overtake.variants.modest;

import static io.github.overtake.core.orthodox.Orthodox.KING;
import static io.github.overtake.core.orthodox.Orthodox.PAWN;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Differential tests: the special captures that Assistance, Battery and Zone generate with their
 * precomputed lines agree with a direct reading of their rules written with the kit's geometric
 * attack test ({@link ModestKit#attacks}, {@link ModestKit#attacksAs}), in random positions.
 */
class M2DifferentialTest {
  private static final VariantRegistry R = VariantRegistry.load();
  private static final ModestKit K = ModestRules.kit();

  /** Each special capture as "origin:captured square", read from the generated turns. */
  private static Set<String> generated(ModestVariant v, MutablePosition p, Kind kind) {
    Set<String> out = new TreeSet<>();
    MoveBuffer b = new MoveBuffer();
    v.turns(K, p, b, false);
    int side = p.sideToMove();
    for (int m = 0; m < b.size(); m++) {
      int origin = -1;
      int mover = 0;
      boolean stay = false;
      for (int i = b.start(m); i < b.end(m); i++) {
        int op = b.opAt(i);
        int code = Ops.opcode(op);
        if (origin < 0 && (code == Ops.LIFT || code == Ops.STAY) && !Ops.has(op, Ops.SECONDARY)) {
          origin = Ops.square(op);
          mover = Ops.piece(op);
          stay = code == Ops.STAY;
        }
      }
      int type = Pieces.type(mover);
      boolean special = switch (kind) {
        case ASSISTANCE -> Pieces.side(mover) == side && type != KING && type != PAWN;
        case BATTERY -> stay;
        case ZONE -> Pieces.side(mover) != side;
      };
      if (!special) {
        continue;
      }
      for (int i = b.start(m); i < b.end(m); i++) {
        int op = b.opAt(i);
        if (Ops.opcode(op) == Ops.CAPTURE) {
          out.add(origin + ":" + Ops.square(op));
        }
      }
    }
    return out;
  }

  private enum Kind {
    ASSISTANCE,
    BATTERY,
    ZONE
  }

  /** Assistance read directly: every guard lends its type's pattern from the piece's square. */
  private static Set<String> assistance(MutablePosition p) {
    Set<String> out = new TreeSet<>();
    int side = p.sideToMove();
    for (int x = 0; x < 64; x++) {
      int c = p.at(x);
      if (c == 0 || Pieces.side(c) != side || Pieces.type(c) == KING || Pieces.type(c) == PAWN) {
        continue;
      }
      for (int g = 0; g < 64; g++) {
        int gc = p.at(g);
        if (g == x || gc == 0 || Pieces.side(gc) != side || !K.attacks(p, g, x)) {
          continue;
        }
        for (int t = 0; t < 64; t++) {
          int tc = p.at(t);
          if (tc != 0 && Pieces.side(tc) != side && K.attacksAs(p, Pieces.type(gc), side, x, t)) {
            out.add(x + ":" + t);
          }
        }
      }
    }
    return out;
  }

  /** Battery read directly: a guarded man removes what it attacks, en passant included. */
  private static Set<String> battery(MutablePosition p) {
    Set<String> out = new TreeSet<>();
    int side = p.sideToMove();
    for (int x = 0; x < 64; x++) {
      int c = p.at(x);
      if (c == 0 || Pieces.side(c) != side || !K.guarded(p, x, side)) {
        continue;
      }
      for (int t = 0; t < 64; t++) {
        int tc = p.at(t);
        if (tc != 0 && Pieces.side(tc) != side && K.attacks(p, x, t)) {
          out.add(x + ":" + t);
        }
      }
      int ep = p.epSquare();
      if (ep >= 0 && Pieces.type(c) == PAWN && K.attacksAs(p, PAWN, side, x, ep)) {
        out.add(x + ":" + (ep + (side == 0 ? -8 : 8)));
      }
    }
    return out;
  }

  /** Zone read directly: an enemy man on rank 4 or 5 takes its own men off those ranks. */
  private static Set<String> zone(MutablePosition p) {
    Set<String> out = new TreeSet<>();
    int enemy = p.sideToMove() ^ 1;
    for (int s = 24; s < 40; s++) {
      int c = p.at(s);
      if (c == 0 || Pieces.side(c) != enemy) {
        continue;
      }
      for (int t = 0; t < 64; t++) {
        int tc = p.at(t);
        if ((t < 24 || t >= 40) && tc != 0 && Pieces.side(tc) == enemy && K.attacks(p, s, t)) {
          out.add(s + ":" + t);
        }
      }
    }
    return out;
  }

  private static void compare(
      String id, ModestVariant v, Kind kind, Position start, List<Integer> choices) {
    Position p = start;
    for (int choice : choices) {
      MutablePosition mp = p.toMutable();
      Set<String> direct = switch (kind) {
        case ASSISTANCE -> assistance(mp);
        case BATTERY -> battery(mp);
        case ZONE -> zone(mp);
      };
      assertEquals(direct, generated(v, mp, kind), id + " special captures in " + p.text());
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return;
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  private static void run(
      String id, ModestVariant v, Kind kind, List<Integer> squares, List<Integer> kinds,
      boolean black, List<Integer> choices) {
    Variant variant = R.variant(id);
    RandomPlacement.of(variant, squares, kinds, black)
        .ifPresent(p -> compare(id, v, kind, p, choices));
    compare(id, v, kind, variant.startPosition(), choices);
  }

  @Property(tries = 150)
  void assistanceBorrowedCaptures(
      @ForAll @Size(min = 2, max = 16) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 16) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean black,
      @ForAll @Size(min = 1, max = 30) List<@IntRange(min = 0, max = 999) Integer> choices) {
    run("modest-assistance", new Assistance(), Kind.ASSISTANCE, squares, kinds, black, choices);
  }

  @Property(tries = 150)
  void batteryRemovals(
      @ForAll @Size(min = 2, max = 16) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 16) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean black,
      @ForAll @Size(min = 1, max = 30) List<@IntRange(min = 0, max = 999) Integer> choices) {
    run("modest-battery", new Battery(), Kind.BATTERY, squares, kinds, black, choices);
  }

  @Property(tries = 150)
  void zoneUsedMen(
      @ForAll @Size(min = 2, max = 16) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 16) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean black,
      @ForAll @Size(min = 1, max = 30) List<@IntRange(min = 0, max = 999) Integer> choices) {
    run("modest-zone", new Zone(), Kind.ZONE, squares, kinds, black, choices);
  }
}
