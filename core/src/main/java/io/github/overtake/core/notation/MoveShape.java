package io.github.overtake.core.notation;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.List;

/** The parts of one turn read back from an edit script: what move text prints and matches. */
final class MoveShape {
  /** The kinds of a part. */
  enum Kind {
    BOARD,
    DROP,
    EXCHANGE,
    SWAP,
    OTHER
  }

  /** One part of a turn. */
  static final class Part {
    Kind kind = Kind.OTHER;
    int origin = -1;
    int liftType;
    int landType;
    boolean autoPromotion;
    boolean castle;
    int rookOrigin = -1;
    boolean promoteFirst;
    final List<Integer> landings = new ArrayList<>();
    final List<Boolean> legCapturesOff = new ArrayList<>();
    final List<Boolean> legCapturesAny = new ArrayList<>();
    final List<Integer> printedCaptures = new ArrayList<>();
    final List<Integer> offCaptures = new ArrayList<>();
    int dropType;
    int dropSquare = -1;
    final List<Integer> given = new ArrayList<>();
    final List<Integer> received = new ArrayList<>();

    int finalSquare() {
      return landings.isEmpty() ? -1 : landings.get(landings.size() - 1);
    }

    /**
     * Whether a castling king moves two or more squares along its rank (king and rook share a
     * rank, so the index difference is the file difference).
     */
    boolean kingStepsTwo() {
      return Math.abs(finalSquare() - origin) >= 2;
    }

    boolean promotes() {
      return landType != 0 && landType != liftType && !autoPromotion;
    }
  }

  final List<Part> parts = new ArrayList<>();
  /** Index of the first part of the automatic reply, or -1. */
  int replyStart = -1;

  static MoveShape of(int[] ops, int flags) {
    MoveShape shape = new MoveShape();
    Part part = new Part();
    List<Integer> legCaptures = new ArrayList<>();
    boolean legOff = false;
    for (int op : ops) {
      int code = Ops.opcode(op);
      int sq = Ops.square(op);
      switch (code) {
        case Ops.LIFT:
          if (Ops.has(op, Ops.SECONDARY)) {
            if (part.rookOrigin < 0) {
              part.rookOrigin = sq;
            }
          } else if (part.origin < 0) {
            part.kind = Kind.BOARD;
            part.origin = sq;
            part.liftType = Pieces.type(Ops.piece(op));
          }
          break;
        case Ops.CAPTURE:
          legCaptures.add(op);
          break;
        case Ops.STAY:
          if (part.origin < 0) {
            part.kind = Kind.BOARD;
            part.origin = sq;
            part.liftType = Pieces.type(Ops.piece(op));
          }
          break;
        case Ops.POOL_TAKE:
          if (Ops.has(op, Ops.GIVE | Ops.RECEIVE) && part.kind == Kind.OTHER) {
            part.kind = Kind.EXCHANGE;
          }
          if (part.kind == Kind.EXCHANGE) {
            if (Ops.has(op, Ops.GIVE)) {
              part.given.add(Ops.piece(op));
            } else if (Ops.has(op, Ops.RECEIVE)) {
              part.received.add(Ops.piece(op));
            }
          }
          break;
        case Ops.VIA:
        case Ops.LAND:
          if (code == Ops.LAND && Ops.has(op, Ops.SECONDARY)) {
            break;
          }
          legOff = false;
          for (int c : legCaptures) {
            int csq = Ops.square(c);
            if (csq != sq && !Ops.has(c, Ops.PLAIN)) {
              legOff = true;
              part.offCaptures.add(csq);
              if (!Ops.has(c, Ops.IMPLIED)) {
                part.printedCaptures.add(csq);
              }
            }
          }
          part.legCapturesAny.add(!legCaptures.isEmpty());
          legCaptures.clear();
          part.landings.add(sq);
          part.legCapturesOff.add(legOff);
          if (code == Ops.LAND) {
            part.landType = Pieces.type(Ops.piece(op));
            part.autoPromotion = Ops.has(op, Ops.AUTO);
          }
          break;
        case Ops.PLACE:
          if (Ops.has(op, Ops.SWAP)) {
            part.kind = Kind.SWAP;
            part.dropType = Pieces.type(Ops.piece(op));
            part.dropSquare = sq;
          } else if (part.kind == Kind.OTHER) {
            part.kind = Kind.DROP;
            part.dropType = Pieces.type(Ops.piece(op));
            part.dropSquare = sq;
          }
          break;
        case Ops.PART:
        case Ops.REPLY:
          finish(part, legCaptures);
          shape.parts.add(part);
          if (code == Ops.REPLY) {
            shape.replyStart = shape.parts.size();
          }
          part = new Part();
          legCaptures = new ArrayList<>();
          break;
        default:
          break;
      }
    }
    finish(part, legCaptures);
    shape.parts.add(part);
    Part first = shape.parts.get(0);
    for (Part p : shape.parts) {
      if (p.kind == Kind.BOARD) {
        first = p;
        break;
      }
    }
    first.castle = (flags & MoveBuffer.CASTLE) != 0;
    first.promoteFirst = (flags & MoveBuffer.PROMOTE_FIRST) != 0;
    return shape;
  }

  private static void finish(Part part, List<Integer> leftover) {
    // captures after the last landing (a removal without movement) are printed in brackets
    for (int c : leftover) {
      int csq = Ops.square(c);
      part.offCaptures.add(csq);
      if (!Ops.has(c, Ops.IMPLIED)) {
        part.printedCaptures.add(csq);
      }
    }
  }
}
