package io.github.overtake.orthodox;

import static io.github.overtake.orthodox.Bitboards.BETWEEN;
import static io.github.overtake.orthodox.Bitboards.FILE_A;
import static io.github.overtake.orthodox.Bitboards.FILE_H;
import static io.github.overtake.orthodox.Bitboards.KING;
import static io.github.overtake.orthodox.Bitboards.KNIGHT;
import static io.github.overtake.orthodox.Bitboards.LINE;
import static io.github.overtake.orthodox.Bitboards.PAWN;
import static io.github.overtake.orthodox.Bitboards.RANK_1;
import static io.github.overtake.orthodox.Bitboards.RAY;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * The bitboard fast path of FIDE chess on the flat 8x8 board: legal moves by check and pin masks,
 * without making any move. {@link ChessRules} uses it only while no hook changes the rules; it
 * writes the same moves, with the same ops and in the same order, as the general path (piece list
 * order, each piece's targets in the kit's order, castling last), or counts them without writing.
 * It declines (returns {@link #DECLINED}) a position it does not cover: a side without exactly one
 * king, a marked piece or a piece of another type; the general path then answers.
 *
 * <p>Optionally some captures remove the capturer too (Heroic Chess), given as a table of deaths
 * ({@link #death}): such a capture is written lift, capture of the victim, landing, implied
 * capture of the capturer; a pawn dying on its last rank does not promote (one move, written where
 * the queen promotion would be); and the move is legal only if the king is safe once both men
 * have left. The king never dies and en passant never kills (tables that say otherwise are
 * declined).
 */
final class FastChess {
  /** Returned when the position is outside the fast path. */
  static final int DECLINED = -1;

  private static final int PAWN_T = 1;
  private static final int KNIGHT_T = 2;
  private static final int BISHOP_T = 3;
  private static final int ROOK_T = 4;
  private static final int QUEEN_T = 5;
  private static final int KING_T = 6;

  private static final int EP_FLAGS = Ops.EN_PASSANT | Ops.PLAIN | Ops.IMPLIED;

  /** One scratch board per thread, so that a call allocates nothing. */
  private static final ThreadLocal<Board> SCRATCH = ThreadLocal.withInitial(Board::new);

  /** The knight targets of each square in the orthodox kit's order. */
  private static final int[][] KNIGHT_ORDER = new int[64][];

  static {
    OrthodoxKit kit = new OrthodoxKit(io.github.overtake.core.geometry.Geometry.standard());
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT_ORDER[sq] = kit.knightTargets(sq);
    }
  }

  private FastChess() {}

  /**
   * The table bit saying that a man of type {@code mover} dies when it captures a man of type
   * {@code victim}.
   *
   * @param mover the capturer's type, pawn (1) to king (6)
   * @param victim the victim's type, pawn (1) to king (6)
   * @return the bit
   */
  static long death(int mover, int victim) {
    return 1L << (mover * 8 + victim);
  }

  /** The deaths a table may hold: no king dies, and a pawn taking a pawn survives (en passant). */
  private static final long KING_OR_EN_PASSANT_DEATHS;

  static {
    long m = death(PAWN_T, PAWN_T);
    for (int v = PAWN_T; v <= KING_T; v++) {
      m |= death(KING_T, v);
    }
    KING_OR_EN_PASSANT_DEATHS = m;
  }

  /**
   * Counts the legal moves of FIDE chess, or writes them into {@code out} when it is not null.
   *
   * @param p the position, left as it was
   * @param promotions the promotion types in order
   * @param out the buffer to write into, or null to count only
   * @return the number of legal moves, or {@link #DECLINED}
   */
  static int run(MutablePosition p, int[] promotions, MoveBuffer out) {
    return run(p, promotions, 0, out);
  }

  /**
   * Counts the legal moves, or writes them into {@code out} when it is not null.
   *
   * @param p the position, left as it was
   * @param promotions the promotion types in order
   * @param deaths the captures that kill the capturer ({@link #death} bits), 0 for FIDE's
   * @param out the buffer to write into, or null to count only
   * @return the number of legal moves, or {@link #DECLINED}
   */
  static int run(MutablePosition p, int[] promotions, long deaths, MoveBuffer out) {
    Board b = load(p, deaths);
    return b == null ? DECLINED : b.moves(p, promotions, out);
  }

  /** The thread's scratch board loaded with {@code p}, or null when outside the fast path. */
  static Board load(MutablePosition p, long deaths) {
    if ((deaths & KING_OR_EN_PASSANT_DEATHS) != 0) {
      return null;
    }
    long white = 0;
    long black = 0;
    long pawns = 0;
    long knights = 0;
    long diag = 0;
    long ortho = 0;
    long kings = 0;
    for (int s = 0; s < 2; s++) {
      for (int i = 0, n = p.pieceCount(s); i < n; i++) {
        int sq = p.pieceSquare(s, i);
        int code = p.at(sq);
        long b = 1L << sq;
        switch (code & ~Pieces.BLACK_BIT) {
          case PAWN_T:
            pawns |= b;
            break;
          case KNIGHT_T:
            knights |= b;
            break;
          case BISHOP_T:
            diag |= b;
            break;
          case ROOK_T:
            ortho |= b;
            break;
          case QUEEN_T:
            diag |= b;
            ortho |= b;
            break;
          case KING_T:
            kings |= b;
            break;
          default:
            return null; // a marked piece or another type
        }
        if (s == 0) {
          white |= b;
        } else {
          black |= b;
        }
      }
    }
    int us = p.sideToMove();
    long own = us == 0 ? white : black;
    long them = us == 0 ? black : white;
    long ownKing = kings & own;
    if (Long.bitCount(ownKing) != 1) {
      return null;
    }
    Board b = SCRATCH.get();
    b.us = us;
    b.own = own;
    b.them = them;
    b.occ = white | black;
    b.pawns = pawns;
    b.knights = knights;
    b.diag = diag;
    b.ortho = ortho;
    b.kings = kings;
    b.king = Long.numberOfTrailingZeros(ownKing);
    b.deaths = deaths;
    if (deaths != 0) {
      for (int mover = PAWN_T; mover <= QUEEN_T; mover++) {
        long v = 0;
        for (int victim = PAWN_T; victim <= KING_T; victim++) {
          if ((deaths & death(mover, victim)) != 0) {
            v |= b.enemy(victim);
          }
        }
        b.fatal[mover] = v;
      }
    }
    return b;
  }

  /** The bitboards of one call, reused by the next call on the same thread. */
  static final class Board {
    int us;
    long own;
    long them;
    long occ;
    long pawns;
    long knights;
    long diag;
    long ortho;
    long kings;
    int king;
    long pinned;
    long checkMask;
    /** The capture deaths of this call, 0 for FIDE's rules. */
    long deaths;
    /** For each mover type, the enemy men whose capture kills it. */
    final long[] fatal = new long[KING_T + 1];
    /** The men whose moves {@link #emit} writes: all but for {@link FastChessQueries#movesTo}. */
    long originMask = -1L;

    /** The squares {@link #emit} writes moves to: all but for a query (then no castling). */
    long destMask = -1L;

    /** The enemy men of one type. */
    long enemy(int type) {
      switch (type) {
        case PAWN_T:
          return pawns & them;
        case KNIGHT_T:
          return knights & them;
        case BISHOP_T:
          return diag & ~ortho & them;
        case ROOK_T:
          return ortho & ~diag & them;
        case QUEEN_T:
          return diag & ortho & them;
        default:
          return kings & them;
      }
    }

    /** Whether a capture from {@code from} on {@code to} that kills the capturer is legal. */
    boolean survives(int from, int to) {
      long v = 1L << to;
      long saved = them;
      them &= ~v;
      boolean safe = attackers(king, occ ^ (1L << from) ^ v) == 0;
      them = saved;
      return safe;
    }

    /**
     * Whether one of the targets {@code t} (legal but for the deaths) of the man of type {@code
     * type} on {@code from} is a legal move: one whose capture does not kill it, or one the king
     * survives.
     */
    boolean anyLegal(int from, long t, int type) {
      if (deaths == 0 || (t & ~fatal[type]) != 0) {
        return t != 0;
      }
      for (; t != 0; t &= t - 1) {
        if (survives(from, Long.numberOfTrailingZeros(t))) {
          return true;
        }
      }
      return false;
    }

    /** How many of the fatal targets {@code t} of the man on {@code from} are illegal. */
    int unsafe(int from, long t) {
      int n = 0;
      for (; t != 0; t &= t - 1) {
        if (!survives(from, Long.numberOfTrailingZeros(t))) {
          n++;
        }
      }
      return n;
    }

    /** The pieces of {@code them} attacking {@code sq} with occupancy {@code o}. */
    long attackers(int sq, long o) {
      return them
          & ((KNIGHT[sq] & knights)
              | (PAWN[us][sq] & pawns)
              | (KING[sq] & kings)
              | (Bitboards.rook(sq, o) & ortho)
              | (Bitboards.bishop(sq, o) & diag));
    }

    /** Sets the pins and the check mask; returns the number of checkers. */
    int masks() {
      long checkers = attackers(king, occ);
      long snipers =
          them & ((Bitboards.rook(king, 0) & ortho) | (Bitboards.bishop(king, 0) & diag));
      long pin = 0;
      for (; snipers != 0; snipers &= snipers - 1) {
        long between = BETWEEN[king][Long.numberOfTrailingZeros(snipers)] & occ;
        if (between != 0 && (between & (between - 1)) == 0 && (between & own) != 0) {
          pin |= between;
        }
      }
      pinned = pin;
      int nChecks = Long.bitCount(checkers);
      if (nChecks == 0) {
        checkMask = -1L;
      } else if (nChecks == 1) {
        int c = Long.numberOfTrailingZeros(checkers);
        checkMask = checkers | BETWEEN[king][c];
      } else {
        checkMask = 0;
      }
      return nChecks;
    }

    int moves(MutablePosition p, int[] promotions, MoveBuffer out) {
      int nChecks = masks();
      long pin = pinned;
      if (out != null) {
        return emit(p, promotions, out, nChecks);
      }
      int n = kingMoves();
      if (nChecks > 1) {
        return n;
      }
      n += countPawns(p, promotions.length);
      long target = ~own & checkMask;
      for (long k = knights & own & ~pin; k != 0; k &= k - 1) {
        int sq = Long.numberOfTrailingZeros(k);
        long t = KNIGHT[sq] & target;
        n += Long.bitCount(t);
        if (deaths != 0) {
          n -= unsafe(sq, t & fatal[KNIGHT_T]);
        }
      }
      for (long s = diag & own; s != 0; s &= s - 1) {
        int sq = Long.numberOfTrailingZeros(s);
        long t = Bitboards.bishop(sq, occ) & target;
        t = (pin & (1L << sq)) != 0 ? t & LINE[king][sq] : t;
        n += Long.bitCount(t);
        if (deaths != 0) {
          n -= unsafe(sq, t & fatal[(ortho & (1L << sq)) != 0 ? QUEEN_T : BISHOP_T]);
        }
      }
      for (long s = ortho & own; s != 0; s &= s - 1) {
        int sq = Long.numberOfTrailingZeros(s);
        long t = Bitboards.rook(sq, occ) & target;
        t = (pin & (1L << sq)) != 0 ? t & LINE[king][sq] : t;
        n += Long.bitCount(t);
        if (deaths != 0) {
          n -= unsafe(sq, t & fatal[(diag & (1L << sq)) != 0 ? QUEEN_T : ROOK_T]);
        }
      }
      if (nChecks == 0) {
        n += castling(p, null);
      }
      return n;
    }

    /** The number of legal king steps. */
    int kingMoves() {
      long o = occ ^ (1L << king);
      int n = 0;
      for (long t = KING[king] & ~own; t != 0; t &= t - 1) {
        if (attackers(Long.numberOfTrailingZeros(t), o) == 0) {
          n++;
        }
      }
      return n;
    }

    /** The legal targets of a non-king piece on {@code sq} given its pseudo-legal targets. */
    long legal(int sq, long targets) {
      long t = targets & ~own & checkMask;
      return (pinned & (1L << sq)) != 0 ? t & LINE[king][sq] : t;
    }

    int countPawns(MutablePosition p, int promotionCount) {
      long mine = pawns & own;
      long free = mine & ~pinned;
      long empty = ~occ;
      long lastRank = us == 0 ? RANK_1 << 56 : RANK_1;
      int n = 0;
      long one;
      long two;
      long capL;
      long capR;
      if (us == 0) {
        one = (free << 8) & empty;
        two = ((one & (RANK_1 << 16)) << 8) & empty;
        capL = ((free & ~FILE_A) << 7) & them;
        capR = ((free & ~FILE_H) << 9) & them;
      } else {
        one = (free >>> 8) & empty;
        two = ((one & (RANK_1 << 40)) >>> 8) & empty;
        capL = ((free & ~FILE_A) >>> 9) & them;
        capR = ((free & ~FILE_H) >>> 7) & them;
      }
      one &= checkMask;
      two &= checkMask;
      capL &= checkMask;
      capR &= checkMask;
      if (deaths != 0) {
        // a fatal capture is one move (no promotion), legal only if the king survives it
        long fatalTargets = fatal[PAWN_T];
        int back = us == 0 ? 7 : -9; // capL's origin is to - back
        for (long t = capL & fatalTargets; t != 0; t &= t - 1) {
          int to = Long.numberOfTrailingZeros(t);
          n += survives(to - back, to) ? 1 : 0;
        }
        back = us == 0 ? 9 : -7;
        for (long t = capR & fatalTargets; t != 0; t &= t - 1) {
          int to = Long.numberOfTrailingZeros(t);
          n += survives(to - back, to) ? 1 : 0;
        }
        capL &= ~fatalTargets;
        capR &= ~fatalTargets;
      }
      n += Long.bitCount(one) + Long.bitCount(two) + Long.bitCount(capL) + Long.bitCount(capR);
      n += (promotionCount - 1)
          * (Long.bitCount(one & lastRank) + Long.bitCount(capL & lastRank)
              + Long.bitCount(capR & lastRank));
      for (long s = mine & pinned; s != 0; s &= s - 1) {
        int sq = Long.numberOfTrailingZeros(s);
        long line = LINE[king][sq];
        int up = us == 0 ? sq + 8 : sq - 8;
        if (up >= 0 && up < 64 && (occ & (1L << up)) == 0) {
          long t = (1L << up) & checkMask & line;
          n += Long.bitCount(t) * ((t & lastRank) != 0 ? promotionCount : 1);
          int home = us == 0 ? 1 : 6;
          int up2 = us == 0 ? sq + 16 : sq - 16;
          if ((sq >> 3) == home && (occ & (1L << up2)) == 0) {
            n += Long.bitCount((1L << up2) & checkMask & line);
          }
        }
        long c = PAWN[us][sq] & them & checkMask & line;
        if (deaths != 0 && (c & fatal[PAWN_T]) != 0) {
          n += survives(sq, Long.numberOfTrailingZeros(c)) ? 1 : 0;
          continue; // a pinned pawn has one capture at most: along the pin
        }
        n += Long.bitCount(c) * ((c & lastRank) != 0 ? promotionCount : 1);
      }
      int ep = p.epSquare();
      if (ep >= 0) {
        for (long s = PAWN[us ^ 1][ep] & mine; s != 0; s &= s - 1) {
          if (epLegal(Long.numberOfTrailingZeros(s), ep)) {
            n++;
          }
        }
      }
      return n;
    }

    /** Whether the pawn on {@code from} may take en passant on the empty square {@code ep}. */
    boolean epLegal(int from, int ep) {
      int victim = us == 0 ? ep - 8 : ep + 8;
      if (victim < 0 || victim > 63 || (occ & (1L << ep)) != 0) {
        return false;
      }
      long v = 1L << victim;
      if ((pawns & them & v) == 0) {
        return false;
      }
      long o = (occ ^ (1L << from) ^ v) | (1L << ep);
      long saved = them;
      them &= ~v;
      boolean safe = attackers(king, o) == 0;
      them = saved;
      return safe;
    }

    /**
     * Counts or writes the legal castling moves (the side is not in check): the king to the g- or
     * c-file and the rook to the f- or d-file, from the squares the position gives each right
     * (FIDE's e-file king and corner rooks when it gives none), as in FIDE chess and Chess960.
     */
    int castling(MutablePosition p, MoveBuffer out) {
      return castling(p, out, -1, -1, 0);
    }

    /**
     * Counts or writes the legal castling moves (the side is not in check) as {@link
     * #castling(MutablePosition, MoveBuffer)} does, in the same order, keeping only those whose
     * king stands on {@code from}, whose rook stands on {@code to} or whose king lands there, and
     * whose rook stands on the king's higher ({@code wing} 1) or lower (2) side.
     *
     * @param p the position, left as it was
     * @param out the buffer to write into, or null to count only
     * @param from the king's square, or -1 for any
     * @param to the rook's square or the king's destination, or -1 for any
     * @param wing 1 for the rook on the higher file, 2 on the lower, 0 for either
     * @return the number of castling moves kept
     */
    int castling(MutablePosition p, MoveBuffer out, int from, int to, int wing) {
      int rights = p.castling() & (us == 0 ? 3 : 12);
      if (rights == 0) {
        return 0;
      }
      int kingCode = Pieces.code(KING_T, us);
      int rook = Pieces.code(ROOK_T, us);
      int n = 0;
      int ks = us == 0 ? MutablePosition.WHITE_KINGSIDE : MutablePosition.BLACK_KINGSIDE;
      int qs = us == 0 ? MutablePosition.WHITE_QUEENSIDE : MutablePosition.BLACK_QUEENSIDE;
      int base = us == 0 ? 0 : 56;
      int keep = (from & 0xff) | ((to & 0xff) << 8) | (wing << 16);
      if ((rights & ks) != 0) {
        n += castleOne(p, out, ks, kingCode, rook, base + 4, base + 7, base + 6, base + 5, keep);
      }
      if ((rights & qs) != 0) {
        n += castleOne(p, out, qs, kingCode, rook, base + 4, base, base + 2, base + 3, keep);
      }
      return n;
    }

    /**
     * Counts or writes one right's castling when legal and kept: {@code keep} packs the king's
     * square, the rook's square or king's destination (0xff for any) and the wing of {@link
     * #castling(MutablePosition, MoveBuffer, int, int, int)}.
     */
    private int castleOne(
        MutablePosition p, MoveBuffer out, int bit, int kingCode, int rook, int kingHome,
        int rookHome, int kingTo, int rookTo, int keep) {
      int home = p.castlingKingSquare(bit);
      int rookSq = p.castlingRookSquare(bit);
      if (home < 0) {
        home = kingHome;
      }
      if (rookSq < 0) {
        rookSq = rookHome;
      }
      int from = keep & 0xff;
      int to = (keep >>> 8) & 0xff;
      int wing = keep >>> 16;
      if ((from != 0xff && from != home)
          || (to != 0xff && to != rookSq && to != kingTo)
          || (wing != 0 && (rookSq > home) != (wing == 1))) {
        return 0;
      }
      if (p.at(home) != kingCode
          || p.at(rookSq) != rook
          || !castles(home, rookSq, kingTo, rookTo)) {
        return 0;
      }
      if (out != null) {
        OrthodoxKit.writeCastle(out, home, kingCode, rookSq, rook, kingTo, rookTo);
      }
      return 1;
    }

    /**
     * Whether the king and rook squares between start and end are free but for the two, no square
     * the king crosses is attacked (the king's own square is not: the side is not in check) and
     * the king is not attacked once both stand on their new squares.
     */
    private boolean castles(int home, int rookSq, int kingTo, int rookTo) {
      long kb = 1L << home;
      long rb = 1L << rookSq;
      long span =
          BETWEEN[home][kingTo] | BETWEEN[rookSq][rookTo] | (1L << kingTo) | (1L << rookTo);
      if ((span & occ & ~kb & ~rb) != 0) {
        return false;
      }
      for (long c = BETWEEN[home][kingTo]; c != 0; c &= c - 1) {
        if (attackers(Long.numberOfTrailingZeros(c), occ ^ kb) != 0) {
          return false;
        }
      }
      long after = (occ & ~kb & ~rb) | (1L << kingTo) | (1L << rookTo);
      return attackers(kingTo, after) == 0;
    }

    // ------------------------------------------------------------------ writing, in kit order

    int emit(MutablePosition p, int[] promotions, MoveBuffer out, int nChecks) {
      int before = out.size();
      for (int i = 0, count = p.pieceCount(us); i < count; i++) {
        int sq = p.pieceSquare(us, i);
        if ((originMask & (1L << sq)) == 0) {
          continue;
        }
        int code = p.at(sq);
        switch (Pieces.type(code)) {
          case PAWN_T:
            if (nChecks < 2) {
              pawn(p, sq, code, promotions, out);
            }
            break;
          case KNIGHT_T:
            if (nChecks < 2) {
              long t = legal(sq, KNIGHT[sq]) & destMask;
              for (int to : KNIGHT_ORDER[sq]) {
                if ((t & (1L << to)) != 0) {
                  step(p, out, sq, code, to);
                }
              }
            }
            break;
          case BISHOP_T:
            if (nChecks < 2) {
              rays(p, out, sq, code, 1, 2);
            }
            break;
          case ROOK_T:
            if (nChecks < 2) {
              rays(p, out, sq, code, 0, 2);
            }
            break;
          case QUEEN_T:
            if (nChecks < 2) {
              rays(p, out, sq, code, 0, 1);
            }
            break;
          default:
            kingSteps(p, out, sq, code);
            break;
        }
      }
      if (nChecks == 0 && destMask == -1L) {
        int unused = castling(p, out);
      }
      return out.size() - before;
    }

    private void step(MutablePosition p, MoveBuffer out, int from, int code, int to) {
      int t = p.at(to);
      if (t != 0 && deaths != 0 && (fatal[Pieces.type(code)] & (1L << to)) != 0) {
        if (survives(from, to)) {
          out.begin().lift(from, code).capture(to, t, 0).land(to, code)
              .capture(to, code, Ops.IMPLIED).end();
        }
        return;
      }
      out.begin().lift(from, code);
      if (t != 0) {
        out.capture(to, t, 0);
      }
      out.land(to, code).end();
    }

    private void kingSteps(MutablePosition p, MoveBuffer out, int sq, int code) {
      long o = occ ^ (1L << sq);
      for (int d = 0; d < 8; d++) {
        long r = RAY[d][sq] & KING[sq];
        if (r == 0 || (r & own) != 0 || (r & destMask) == 0) {
          continue;
        }
        int to = Long.numberOfTrailingZeros(r);
        if (attackers(to, o) == 0) {
          step(p, out, sq, code, to);
        }
      }
    }

    private void rays(MutablePosition p, MoveBuffer out, int sq, int code, int first, int by) {
      long reach = 0;
      for (int d = first; d < 8; d += by) {
        reach |= Bitboards.ray(d, sq, occ);
      }
      long t = legal(sq, reach) & destMask;
      if (t == 0) {
        return;
      }
      for (int d = first; d < 8; d += by) {
        long r = Bitboards.ray(d, sq, occ) & t;
        while (r != 0) {
          int to = d < 4 ? Long.numberOfTrailingZeros(r) : 63 - Long.numberOfLeadingZeros(r);
          r &= ~(1L << to);
          step(p, out, sq, code, to);
        }
      }
    }

    private void pawn(MutablePosition p, int sq, int code, int[] promotions, MoveBuffer out) {
      int rank = sq >> 3;
      int up = us == 0 ? 8 : -8;
      long line = (pinned & (1L << sq)) != 0 ? LINE[king][sq] : -1L;
      long ok = checkMask & line & destMask;
      int one = sq + up;
      if (one >= 0 && one < 64 && p.at(one) == 0) {
        if ((ok & (1L << one)) != 0) {
          pawnTo(out, sq, code, one, 0, promotions);
        }
        int two = one + up;
        if (rank == (us == 0 ? 1 : 6) && p.at(two) == 0 && (ok & (1L << two)) != 0) {
          out.begin().flag(MoveBuffer.RESET_CLOCK).lift(sq, code).land(two, code).epTarget(one)
              .end();
        }
      }
      int file = sq & 7;
      int ep = p.epSquare();
      for (int k = 0; k < 2; k++) {
        // the kit's order: north-east then north-west for White, south-east then south-west
        int df = k == 0 ? 1 : -1;
        if (file + df < 0 || file + df > 7 || one < 0 || one > 63) {
          continue;
        }
        int to = one + df;
        int t = p.at(to);
        if (t != 0 && Pieces.side(t) != us) {
          if ((ok & (1L << to)) != 0) {
            pawnTo(out, sq, code, to, t, promotions);
          }
        } else if (t == 0 && to == ep && (destMask & (1L << to)) != 0 && epLegal(sq, ep)) {
          int victim = us == 0 ? ep - 8 : ep + 8;
          out.begin().lift(sq, code).capture(victim, p.at(victim), EP_FLAGS).land(to, code).end();
        }
      }
    }

    private static void dyingPawn(MoveBuffer out, int from, int code, int to, int captured) {
      out.begin().flag(MoveBuffer.RESET_CLOCK).lift(from, code).capture(to, captured, 0)
          .land(to, code).capture(to, code, Ops.IMPLIED).end();
    }

    private void pawnTo(MoveBuffer out, int from, int code, int to, int captured, int[] promos) {
      if (captured != 0 && deaths != 0 && (fatal[PAWN_T] & (1L << to)) != 0) {
        if (!survives(from, to)) {
          return;
        }
        if ((to >> 3) == (us == 0 ? 7 : 0)) {
          for (int type : promos) {
            if (type == QUEEN_T) { // one move, where the queen promotion would be
              dyingPawn(out, from, code, to, captured);
            }
          }
        } else {
          dyingPawn(out, from, code, to, captured);
        }
        return;
      }
      if ((to >> 3) == (us == 0 ? 7 : 0)) {
        for (int type : promos) {
          out.begin().flag(MoveBuffer.RESET_CLOCK).lift(from, code);
          if (captured != 0) {
            out.capture(to, captured, 0);
          }
          out.land(to, Pieces.code(type, us)).end();
        }
      } else {
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(from, code);
        if (captured != 0) {
          out.capture(to, captured, 0);
        }
        out.land(to, code).end();
      }
    }
  }
}
