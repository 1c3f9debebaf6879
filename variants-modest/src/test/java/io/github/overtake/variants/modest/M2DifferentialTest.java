package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.ROOK;
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
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Differential tests: the special captures that Assistance, Battery, Zone, Mercenary, Multicap and
 * Coalition generate agree with a direct reading of their rules written with the kit's geometric
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
        case ZONE, MERCENARY -> Pieces.side(mover) != side;
        case MULTICAP -> type == ROOK || type == BISHOP || type == KNIGHT;
        case COALITION -> true;
      };
      if (!special) {
        continue;
      }
      int landing = -1;
      for (int i = b.start(m); i < b.end(m); i++) {
        int op = b.opAt(i);
        if (Ops.opcode(op) == Ops.LAND && !Ops.has(op, Ops.SECONDARY)) {
          landing = Ops.square(op);
        }
      }
      for (int i = b.start(m); i < b.end(m); i++) {
        int op = b.opAt(i);
        if (Ops.opcode(op) == Ops.CAPTURE) {
          out.add(origin + ":" + Ops.square(op) + (kind == Kind.MULTICAP ? ":" + landing : ""));
        }
      }
    }
    return out;
  }

  private enum Kind {
    ASSISTANCE,
    BATTERY,
    ZONE,
    MERCENARY,
    MULTICAP,
    COALITION
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

  /** Mercenary read directly: an enemy pawn takes a non-pawn man of its own colour. */
  private static Set<String> mercenary(MutablePosition p) {
    Set<String> out = new TreeSet<>();
    int enemy = p.sideToMove() ^ 1;
    for (int s = 0; s < 64; s++) {
      if (p.at(s) != Pieces.code(PAWN, enemy)) {
        continue;
      }
      for (int t = 0; t < 64; t++) {
        int tc = p.at(t);
        if (tc != 0 && Pieces.side(tc) == enemy && Pieces.type(tc) != PAWN
            && K.attacksAs(p, PAWN, enemy, s, t)) {
          out.add(s + ":" + t);
        }
      }
    }
    return out;
  }

  /**
   * Multicap read directly: a rook, bishop or knight takes what it attacks in FIDE, and by
   * attraction the first man, an enemy at least two squares away along one of its attraction
   * lines with the next square empty, landing two squares along the line.
   */
  private static Set<String> multicap(MutablePosition p) {
    Set<String> out = new TreeSet<>();
    int side = p.sideToMove();
    for (int x = 0; x < 64; x++) {
      int c = p.at(x);
      int type = Pieces.type(c);
      if (c == 0 || Pieces.side(c) != side || (type != ROOK && type != BISHOP && type != KNIGHT)) {
        continue;
      }
      for (int t = 0; t < 64; t++) {
        int tc = p.at(t);
        if (tc != 0 && Pieces.side(tc) != side && K.attacks(p, x, t)) {
          out.add(x + ":" + t + ":" + t);
        }
      }
      for (int dx = -1; dx <= 1; dx++) {
        for (int dy = -1; dy <= 1; dy++) {
          boolean diagonal = dx != 0 && dy != 0;
          if ((dx == 0 && dy == 0) || (type == ROOK && !diagonal) || (type == BISHOP && diagonal)) {
            continue;
          }
          int next = ModestKit.offset(x, dx, dy);
          if (next < 0 || p.at(next) != 0) {
            continue;
          }
          for (int k = 2; ; k++) {
            int t = ModestKit.offset(x, k * dx, k * dy);
            if (t < 0) {
              break;
            }
            if (p.at(t) != 0) {
              if (Pieces.side(p.at(t)) != side) {
                out.add(x + ":" + t + ":" + ModestKit.offset(x, 2 * dx, 2 * dy));
              }
              break;
            }
          }
        }
      }
    }
    return out;
  }

  /**
   * Coalition read directly: every capture stays on its wing; pawns capture diagonally in their
   * file's direction (White up on e-h and down on a-d, Black the reverse), en passant included.
   */
  private static Set<String> coalition(MutablePosition p) {
    Set<String> out = new TreeSet<>();
    int side = p.sideToMove();
    for (int x = 0; x < 64; x++) {
      int c = p.at(x);
      if (c == 0 || Pieces.side(c) != side) {
        continue;
      }
      boolean kingside = (x & 7) >= 4;
      int dir = (side == 0) == kingside ? 1 : -1;
      for (int t = 0; t < 64; t++) {
        if (((t & 7) >= 4) != kingside) {
          continue;
        }
        int tc = p.at(t);
        boolean pawnReach = Math.abs((t & 7) - (x & 7)) == 1 && (t >> 3) - (x >> 3) == dir;
        if (Pieces.type(c) == PAWN) {
          if (pawnReach && tc != 0 && Pieces.side(tc) != side) {
            out.add(x + ":" + t);
          } else if (pawnReach && tc == 0 && t == p.epSquare()) {
            out.add(x + ":" + (t - 8 * dir));
          }
        } else if (tc != 0 && Pieces.side(tc) != side && K.attacks(p, x, t)) {
          out.add(x + ":" + t);
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
        case MERCENARY -> mercenary(mp);
        case MULTICAP -> multicap(mp);
        case COALITION -> coalition(mp);
      };
      assertEquals(direct, generated(v, mp, kind), id + " special captures in " + p.text());
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return;
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  /**
   * A random placement (the arguments of {@link RandomPlacement#of}) and the choices of a random
   * game from it.
   */
  record Trial(List<Integer> squares, List<Integer> kinds, boolean black, List<Integer> choices) {}

  @Provide
  Arbitrary<Trial> trials() {
    return Combinators.combine(
            Arbitraries.integers().between(0, 63).list().ofMinSize(2).ofMaxSize(16),
            Arbitraries.integers().between(0, 9).list().ofMaxSize(16),
            Arbitraries.of(true, false),
            Arbitraries.integers().between(0, 999).list().ofMinSize(1).ofMaxSize(30))
        .as(Trial::new);
  }

  private static void run(String id, ModestVariant v, Kind kind, Trial t) {
    Variant variant = R.variant(id);
    RandomPlacement.of(variant, t.squares(), t.kinds(), t.black())
        .ifPresent(p -> compare(id, v, kind, p, t.choices()));
    compare(id, v, kind, variant.startPosition(), t.choices());
  }

  @Property(tries = 150)
  void assistanceBorrowedCaptures(@ForAll("trials") Trial t) {
    run("modest-assistance", new Assistance(), Kind.ASSISTANCE, t);
  }

  @Property(tries = 150)
  void batteryRemovals(@ForAll("trials") Trial t) {
    run("modest-battery", new Battery(), Kind.BATTERY, t);
  }

  @Property(tries = 150)
  void zoneUsedMen(@ForAll("trials") Trial t) {
    run("modest-zone", new Zone(), Kind.ZONE, t);
  }

  @Property(tries = 150)
  void mercenaryEnemyPawnCaptures(@ForAll("trials") Trial t) {
    run("modest-mercenary", new Mercenary(), Kind.MERCENARY, t);
  }

  @Property(tries = 150)
  void multicapCaptures(@ForAll("trials") Trial t) {
    run("modest-multicap", new Multicap(), Kind.MULTICAP, t);
  }

  @Property(tries = 150)
  void coalitionCaptures(@ForAll("trials") Trial t) {
    run("modest-coalition", new Coalition(), Kind.COALITION, t);
  }
}
