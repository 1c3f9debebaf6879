package io.github.overtake.core;

import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Zobrist keys of positions. The base key covers the placement (piece codes, marks included), the
 * pools, the castling rights and the side to move; it is computed from scratch for a loaded
 * position and updated from a move's ops by {@link Position#play(Move)}. {@link Position#key()}
 * adds the en-passant square (only when an en-passant capture is legal) and the variant's extra
 * position-text tokens. The random numbers are a fixed hash of what they stand for, so that keys
 * are the same in every run and on every board size.
 */
final class PositionKeys {
  private static final long PIECE = 1L << 56;
  private static final long POOL = 2L << 56;
  private static final long CASTLING = 3L << 56;
  private static final long EN_PASSANT = 5L << 56;
  private static final long BLACK = mix(4L << 56);

  private PositionKeys() {}

  /** The SplitMix64 finaliser: a fixed, well-spread 64-bit hash. */
  static long mix(long x) {
    long z = x + 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  static long piece(int code, int square) {
    return mix(PIECE | ((long) code << 16) | square);
  }

  static long pool(int code, int count) {
    return count == 0 ? 0 : mix(POOL | ((long) code << 32) | count);
  }

  static long castling(int mask) {
    return mask == 0 ? 0 : mix(CASTLING | mask);
  }

  static long enPassant(int square) {
    return mix(EN_PASSANT | square);
  }

  /** The key of a text: the variant's extra tokens. */
  static long text(String s) {
    long h = 0xCBF29CE484222325L; // FNV-1a
    for (int i = 0; i < s.length(); i++) {
      h = (h ^ s.charAt(i)) * 0x100000001B3L;
    }
    return s.isEmpty() ? 0 : mix(h);
  }

  /** Returns the base key of a position, computed from scratch. */
  static long base(MutablePosition p) {
    long k = 0;
    int n = p.geometry().squareCount();
    for (int sq = 0; sq < n; sq++) {
      int code = p.at(sq);
      if (code != 0) {
        k ^= piece(code, sq);
      }
    }
    for (int code = 0; code < Pieces.CODE_LIMIT; code++) {
      k ^= pool(code, p.pool(code));
    }
    k ^= castling(p.castling());
    return p.sideToMove() == 1 ? k ^ BLACK : k;
  }

  /**
   * Returns what a move changes in the base key.
   *
   * @param before the position before the move
   * @param after the position after it
   * @param ops the move's ops
   * @return the base key of {@code after} xor that of {@code before}
   */
  static long delta(MutablePosition before, MutablePosition after, int[] ops) {
    long d = BLACK;
    int[] pools = null;
    int poolCount = 0;
    for (int op : ops) {
      int code = -1;
      switch (Ops.opcode(op)) {
        case Ops.LIFT:
        case Ops.LAND:
          d ^= piece(Ops.piece(op), Ops.square(op));
          break;
        case Ops.CAPTURE:
          d ^= piece(Ops.piece(op), Ops.square(op));
          if (Ops.has(op, Ops.TO_POOL)) {
            code = Ops.piece(op) & ~Pieces.REVERSED_BIT;
          }
          break;
        case Ops.PLACE:
          d ^= piece(Ops.piece(op), Ops.square(op));
          if (Ops.has(op, Ops.FROM_POOL)) {
            code = Ops.piece(op) & ~Pieces.REVERSED_BIT;
          }
          break;
        case Ops.POOL_ADD:
        case Ops.POOL_TAKE:
          code = Ops.piece(op);
          break;
        default:
          break;
      }
      if (code >= 0) {
        if (pools == null) {
          pools = new int[ops.length];
        }
        boolean seen = false;
        for (int i = 0; i < poolCount; i++) {
          seen |= pools[i] == code;
        }
        if (!seen) {
          pools[poolCount++] = code;
          d ^= pool(code, before.pool(code)) ^ pool(code, after.pool(code));
        }
      }
    }
    return d ^ castling(before.castling()) ^ castling(after.castling());
  }
}
