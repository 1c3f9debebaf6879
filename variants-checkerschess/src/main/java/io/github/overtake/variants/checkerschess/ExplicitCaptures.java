package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.Ops;

/**
 * Settles which jump moves print their capture lists (rules page, decision 2): a move's victims
 * are printed only when some other move of the same piece has a route with exactly the same
 * landing squares, so that the landing squares alone would not name one move. Only needed on
 * boards where that can happen (wrapped and 4 files wide, or with flying kings).
 */
final class ExplicitCaptures {
  private ExplicitCaptures() {}

  /**
   * Copies the routes of one piece into {@code out}, clearing the implied flag where needed. Takes
   * time linear in the ops of the routes: routes are grouped by hashing their landing squares and
   * their identities, never compared pairwise; the work is charged to {@code out}'s budget.
   */
  static void copy(MoveBuffer routes, MoveBuffer out, Scratch s) {
    int n = routes.size();
    if (n == 0) {
      return;
    }
    boolean[] explicit = s.explicitFlags(n);
    int[] table = s.groupTable(n);
    int mask = table.length - 1;
    int[] rep = s.groupRep(n);
    boolean[] mixed = s.groupMixed(n);
    // a group of routes with the same landing squares prints its captures when it holds two
    // moves (identities): then every route of it shares its landings with another move
    boolean any = false;
    java.util.Arrays.fill(table, -1);
    for (int i = 0; i < n; i++) {
      out.spend(1 + (routes.end(i) - routes.start(i)) / 16);
      int slot = landingHash(routes, i) & mask;
      while (true) {
        int j = table[slot];
        if (j < 0) {
          table[slot] = i;
          rep[i] = i;
          mixed[i] = false;
          break;
        }
        if (sameLandings(routes, i, j)) {
          rep[i] = j;
          if (!mixed[j] && !routes.sameIdentity(i, j)) {
            mixed[j] = true;
            any = true;
          }
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    if (!any) {
      copyOut(routes, out, explicit, n);
      return;
    }
    for (int i = 0; i < n; i++) {
      explicit[i] = mixed[rep[i]];
    }
    // every route of a move whose captures are printed prints them too: group by identity, as
    // route merging does (every route here is a jump, so a capture)
    routes.firstOfIdentity(rep);
    for (int i = 0; i < n; i++) {
      if (rep[i] == i) {
        mixed[i] = explicit[i];
      } else {
        mixed[rep[i]] |= explicit[i];
      }
    }
    for (int i = 0; i < n; i++) {
      explicit[i] = mixed[rep[i]];
    }
    copyOut(routes, out, explicit, n);
  }

  private static void copyOut(MoveBuffer routes, MoveBuffer out, boolean[] explicit, int n) {
    for (int m = 0; m < n; m++) {
      copyRoute(routes, m, out, explicit[m]);
    }
  }

  /**
   * Copies route {@code m} of {@code routes} into {@code out}, its captures printed (the implied
   * flag cleared) when {@code explicit}.
   */
  static void copyRoute(MoveBuffer routes, int m, MoveBuffer out, boolean explicit) {
    out.begin().flag(routes.flags(m));
    for (int k = routes.start(m), e = routes.end(m); k < e; k++) {
      int op = routes.opAt(k);
      if (explicit && Ops.opcode(op) == Ops.CAPTURE) {
        op = Ops.of(Ops.CAPTURE, Ops.square(op), Ops.piece(op), Ops.flags(op) & ~Ops.IMPLIED);
      }
      out.op(op);
    }
    out.end();
  }

  private static int landingHash(MoveBuffer b, int i) {
    int h = 1;
    for (int k = b.start(i), e = b.end(i); k < e; k++) {
      int op = b.opAt(k);
      int code = Ops.opcode(op);
      if (code == Ops.VIA || code == Ops.LAND) {
        h = h * 31 + Ops.square(op);
      }
    }
    h *= 0x9E3779B9;
    return h ^ (h >>> 16);
  }

  private static boolean sameLandings(MoveBuffer b, int i, int j) {
    int a = b.start(i);
    int ae = b.end(i);
    int c = b.start(j);
    int ce = b.end(j);
    while (true) {
      a = nextLanding(b, a, ae);
      c = nextLanding(b, c, ce);
      if (a >= ae || c >= ce) {
        return a >= ae && c >= ce;
      }
      if (Ops.square(b.opAt(a)) != Ops.square(b.opAt(c))) {
        return false;
      }
      a++;
      c++;
    }
  }

  private static int nextLanding(MoveBuffer b, int i, int e) {
    while (i < e) {
      int code = Ops.opcode(b.opAt(i));
      if (code == Ops.VIA || code == Ops.LAND) {
        return i;
      }
      i++;
    }
    return e;
  }
}
