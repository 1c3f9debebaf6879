package io.github.overtake.core.geometry;

import com.google.errorprone.annotations.Immutable;
import java.util.Arrays;
import java.util.Objects;

/**
 * The squares of a board and how steps, leaps and rays move between them.
 *
 * <p>Squares are numbered {@code index = files * rank + file}, counting from 0 at a1. Steps are
 * given as one of the eight {@linkplain #EAST compass directions} or as an arbitrary displacement
 * {@code (dx, dy)}. On a {@linkplain Topology#MOBIUS Möbius strip} a step across the seam also
 * reverses the vertical sense of the mover: {@link #stepDirection} gives the direction to keep
 * walking in, and {@link #displacementFlips} tells whether a displacement crossed the seam.
 *
 * <p>Instances are immutable and thread-safe; the tables are computed once at construction.
 */
@Immutable
public final class Geometry {
  /** Direction index of the step (+1, 0). */
  public static final int EAST = 0;
  /** Direction index of the step (+1, +1). */
  public static final int NORTH_EAST = 1;
  /** Direction index of the step (0, +1). */
  public static final int NORTH = 2;
  /** Direction index of the step (-1, +1). */
  public static final int NORTH_WEST = 3;
  /** Direction index of the step (-1, 0). */
  public static final int WEST = 4;
  /** Direction index of the step (-1, -1). */
  public static final int SOUTH_WEST = 5;
  /** Direction index of the step (0, -1). */
  public static final int SOUTH = 6;
  /** Direction index of the step (+1, -1). */
  public static final int SOUTH_EAST = 7;

  /** The largest number of files or ranks a geometry may have. */
  public static final int MAX_SIDE = 26;

  private static final int[] DX = {1, 1, 0, -1, -1, -1, 0, 1};
  private static final int[] DY = {0, 1, 1, 1, 0, -1, -1, -1};

  private final int files;
  private final int ranks;
  private final Topology topology;
  private final boolean edgeRing;

  @SuppressWarnings("Immutable") // filled in the constructor, never exposed
  private final int[][] next;

  @SuppressWarnings("Immutable") // filled in the constructor, never exposed
  private final int[][] nextDirection;

  @SuppressWarnings("Immutable") // names of the squares; never exposed
  private final String[] names;

  private Geometry(int files, int ranks, Topology topology, boolean edgeRing) {
    if (files < 1 || ranks < 1 || files > MAX_SIDE || ranks > MAX_SIDE) {
      throw new IllegalArgumentException(
          "board size " + files + "x" + ranks + " is outside 1x1 .. " + MAX_SIDE + "x" + MAX_SIDE);
    }
    if (topology != Topology.SQUARE && files < 3) {
      throw new IllegalArgumentException("a wrapped board needs at least 3 files, got " + files);
    }
    this.files = files;
    this.ranks = ranks;
    this.topology = topology;
    this.edgeRing = edgeRing;
    int n = files * ranks;
    this.next = new int[8][n];
    this.nextDirection = new int[8][n];
    this.names = new String[n];
    for (int sq = 0; sq < n; sq++) {
      names[sq] = (char) ('a' + sq % files) + Integer.toString(sq / files + 1);
      for (int d = 0; d < 8; d++) {
        long r = displace(sq, DX[d], DY[d]);
        if (r < 0) {
          next[d][sq] = -1;
          nextDirection[d][sq] = d;
        } else {
          next[d][sq] = (int) (r & 0xFFFF);
          nextDirection[d][sq] = (r >>> 16) != 0 ? mirror(d) : d;
        }
      }
    }
  }

  /**
   * Returns a flat rectangular board of the given size.
   *
   * @param files the number of files, 1 to {@link #MAX_SIDE}
   * @param ranks the number of ranks, 1 to {@link #MAX_SIDE}
   * @return the board
   * @throws IllegalArgumentException if a side is out of range
   */
  public static Geometry rectangle(int files, int ranks) {
    return new Geometry(files, ranks, Topology.SQUARE, false);
  }

  /**
   * Returns the ordinary 8x8 chessboard.
   *
   * @return the 8x8 flat board
   */
  public static Geometry standard() {
    return rectangle(8, 8);
  }

  /**
   * Returns a flat rectangular board whose outermost ring of squares is tagged as edge squares,
   * as Jumping Chess uses (10x10 for the main game, 8x8 for the mini game).
   *
   * @param files the number of files, 1 to {@link #MAX_SIDE}
   * @param ranks the number of ranks, 1 to {@link #MAX_SIDE}
   * @return the board
   * @throws IllegalArgumentException if a side is out of range
   */
  public static Geometry rectangleWithEdgeRing(int files, int ranks) {
    return new Geometry(files, ranks, Topology.SQUARE, true);
  }

  /**
   * Returns an annulus: a board whose first and last files are neighbours.
   *
   * @param files the number of files, 3 to {@link #MAX_SIDE}
   * @param ranks the number of ranks, 1 to {@link #MAX_SIDE}
   * @return the board
   * @throws IllegalArgumentException if a side is out of range
   */
  public static Geometry annulus(int files, int ranks) {
    return new Geometry(files, ranks, Topology.ANNULUS, false);
  }

  /**
   * Returns a Möbius strip: files wrap around with a half twist.
   *
   * @param files the number of files, 3 to {@link #MAX_SIDE}
   * @param ranks the number of ranks, 1 to {@link #MAX_SIDE}
   * @return the board
   * @throws IllegalArgumentException if a side is out of range
   */
  public static Geometry mobius(int files, int ranks) {
    return new Geometry(files, ranks, Topology.MOBIUS, false);
  }

  /**
   * Returns a board of the given topology and size.
   *
   * @param topology how the side edges are joined
   * @param files the number of files, 1 to {@link #MAX_SIDE} (at least 3 if wrapped)
   * @param ranks the number of ranks, 1 to {@link #MAX_SIDE}
   * @return the board
   * @throws IllegalArgumentException if a side is out of range
   * @throws NullPointerException if {@code topology} is null
   */
  public static Geometry of(Topology topology, int files, int ranks) {
    return new Geometry(files, ranks, Objects.requireNonNull(topology, "topology"), false);
  }

  /**
   * Returns the number of files (columns).
   *
   * @return the number of files
   */
  public int files() {
    return files;
  }

  /**
   * Returns the number of ranks (rows).
   *
   * @return the number of ranks
   */
  public int ranks() {
    return ranks;
  }

  /**
   * Returns how the side edges are joined.
   *
   * @return the topology
   */
  public Topology topology() {
    return topology;
  }

  /**
   * Returns whether the outer ring of squares is tagged as edge squares.
   *
   * @return whether the board was built with {@link #rectangleWithEdgeRing}
   */
  public boolean hasEdgeRing() {
    return edgeRing;
  }

  /**
   * Returns the number of squares.
   *
   * @return {@code files() * ranks()}
   */
  public int squareCount() {
    return files * ranks;
  }

  /**
   * Returns the file (0-based) of a square index.
   *
   * @param square a square index of this board
   * @return its file, from 0
   */
  public int file(int square) {
    return square % files;
  }

  /**
   * Returns the rank (0-based) of a square index.
   *
   * @param square a square index of this board
   * @return its rank, from 0
   */
  public int rank(int square) {
    return square / files;
  }

  /**
   * Returns the square index of a file and rank (both 0-based), or -1 if off the board.
   *
   * @param file the file, from 0
   * @param rank the rank, from 0
   * @return the square index, or -1
   */
  public int square(int file, int rank) {
    if (file < 0 || file >= files || rank < 0 || rank >= ranks) {
      return -1;
    }
    return rank * files + file;
  }

  /**
   * Returns whether a square index is on this board.
   *
   * @param square any integer
   * @return whether it is from 0 to {@code squareCount() - 1}
   */
  public boolean contains(int square) {
    return square >= 0 && square < files * ranks;
  }

  /**
   * Returns whether a square is an edge square: on the outer ring of a board built with {@link
   * #rectangleWithEdgeRing}; never on other boards.
   *
   * @param square a square index of this board
   * @return whether it is an edge square
   */
  public boolean isEdge(int square) {
    if (!edgeRing) {
      return false;
    }
    int f = file(square);
    int r = rank(square);
    return f == 0 || r == 0 || f == files - 1 || r == ranks - 1;
  }

  /**
   * Returns the name of a square, such as {@code e4} or {@code j10}.
   *
   * @param square a square index of this board
   * @return its name: file letter and rank number from 1
   */
  public String name(int square) {
    return names[square];
  }

  /**
   * Returns the index of a named square, or -1 if the text is not a square of this board. Letters
   * may be in either case.
   *
   * @param text the square name, such as {@code e4}; {@code null} is not a square
   * @return the square index, or -1
   */
  public int parseSquare(CharSequence text) {
    if (text == null) {
      return -1;
    }
    int len = text.length();
    if (len < 2 || len > 3) {
      return -1;
    }
    char c = Character.toLowerCase(text.charAt(0));
    if (c < 'a' || c > 'z') {
      return -1;
    }
    int f = c - 'a';
    int r = 0;
    for (int i = 1; i < len; i++) {
      char d = text.charAt(i);
      if (d < '0' || d > '9' || (i == 1 && d == '0')) {
        return -1;
      }
      r = r * 10 + (d - '0');
    }
    return square(f, r - 1);
  }

  /**
   * Returns the horizontal component of a direction index.
   *
   * @param direction a direction index, 0 to 7
   * @return -1, 0 or +1
   */
  public static int dx(int direction) {
    return DX[direction];
  }

  /**
   * Returns the vertical component of a direction index.
   *
   * @param direction a direction index, 0 to 7
   * @return -1, 0 or +1
   */
  public static int dy(int direction) {
    return DY[direction];
  }

  /**
   * Returns the direction index with the opposite sense.
   *
   * @param direction a direction index, 0 to 7
   * @return the opposite direction index
   */
  public static int opposite(int direction) {
    return (direction + 4) & 7;
  }

  /**
   * Returns the direction index with the vertical component negated.
   *
   * @param direction a direction index, 0 to 7
   * @return the mirrored direction index
   */
  public static int mirror(int direction) {
    return (8 - direction) & 7;
  }

  /**
   * Returns the direction index of a unit step, or -1 if {@code (dx, dy)} is not one.
   *
   * @param dx the horizontal component
   * @param dy the vertical component
   * @return the direction index, or -1
   */
  public static int direction(int dx, int dy) {
    for (int d = 0; d < 8; d++) {
      if (DX[d] == dx && DY[d] == dy) {
        return d;
      }
    }
    return -1;
  }

  /**
   * Returns the square one step away in a direction, or -1 if the step leaves the board.
   *
   * @param square the square to step from
   * @param direction the direction index
   * @return the square reached, or -1
   */
  public int step(int square, int direction) {
    return next[direction][square];
  }

  /**
   * Returns the direction to continue in after {@link #step}: the same direction, or its mirror
   * image if the step crossed a Möbius seam.
   *
   * @param square the square the step starts from
   * @param direction the direction index of the step
   * @return the direction index to keep walking in from the square reached
   */
  public int stepDirection(int square, int direction) {
    return nextDirection[direction][square];
  }

  /**
   * Returns the square reached by a displacement {@code (dx, dy)} computed in one go in the
   * unrolled board, or -1 if it leaves the board. Knight leaps use this.
   *
   * @param square the square to leap from
   * @param dx the horizontal displacement
   * @param dy the vertical displacement
   * @return the square reached, or -1
   */
  public int displacement(int square, int dx, int dy) {
    long r = displace(square, dx, dy);
    return r < 0 ? -1 : (int) (r & 0xFFFF);
  }

  /**
   * Returns whether {@link #displacement} crossed a Möbius seam an odd number of times.
   *
   * @param square the square to leap from
   * @param dx the horizontal displacement
   * @param dy the vertical displacement
   * @return whether the vertical sense is reversed at the square reached
   */
  public boolean displacementFlips(int square, int dx, int dy) {
    long r = displace(square, dx, dy);
    return r >= 0 && (r >>> 16) != 0;
  }

  private long displace(int square, int dx, int dy) {
    int x = file(square) + dx;
    int y = rank(square) + dy;
    if (y < 0 || y >= ranks) {
      return -1;
    }
    if (x >= 0 && x < files) {
      return (long) y * files + x;
    }
    if (topology == Topology.SQUARE) {
      return -1;
    }
    int k = Math.floorDiv(x, files);
    int bx = x - k * files;
    if (topology == Topology.MOBIUS && (k & 1) != 0) {
      return ((long) (ranks - 1 - y) * files + bx) | (1L << 16);
    }
    return (long) y * files + bx;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Geometry g)) {
      return false;
    }
    return files == g.files && ranks == g.ranks && topology == g.topology && edgeRing == g.edgeRing;
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(files, ranks, topology, edgeRing);
  }

  @Override
  public String toString() {
    String t = topology.name().toLowerCase(java.util.Locale.ROOT);
    return t + " " + files + "x" + ranks + (edgeRing ? " with edge ring" : "");
  }
}
