package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.QUEEN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.orthodox.FideBitboards;
import io.github.overtake.orthodox.Orthodox;

/**
 * Heroic Chess: a man that captures a strictly higher-ranking enemy man (pawn, knight, bishop,
 * rook, queen, king in rising order) leaves the board with its victim. A pawn capturing onto its
 * last rank therefore dies and does not promote. Check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): a capture of the king removes it whoever dies
 * with it, so FIDE's attack test is exact.
 */
@Immutable
final class Heroic implements FideThreatVariant {
  /** Every capture of a strictly higher-ranking man, as a table of deaths for the bitboards. */
  private static final long DEATHS = deaths();

  private static long deaths() {
    long d = 0;
    for (int mover = Orthodox.PAWN; mover < Orthodox.KING; mover++) {
      for (int victim = mover + 1; victim <= Orthodox.KING; victim++) {
        d |= FideBitboards.death(mover, victim);
      }
    }
    return d;
  }

  @Override
  public String name() {
    return "heroic";
  }

  @Override
  public String description() {
    return "Heroic Chess: a man that captures a higher-ranking man dies with its victim";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideMoves(p, p.sideToMove(), out);
    ModestKit.rewriteAll(out, Heroic::rewrite);
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /**
   * Appends move {@code m} as Heroic Chess plays it: a man capturing a higher-ranking man lands and
   * is then removed too (an implied capture of itself, so the text stays {@code c3d5}); of the four
   * promotions of a pawn that dies this way one move remains, without a promotion.
   */
  private static void rewrite(MoveBuffer out, int m) {
    int lifted = ModestKit.mover(out, m);
    int victim = ModestKit.firstCaptured(out, m);
    int e = out.end(m);
    int land = out.opAt(e - 1);
    boolean dies = victim != 0 && Pieces.type(victim) > Pieces.type(lifted);
    if (!dies) {
      ModestKit.copyOpen(out, m).end();
      return;
    }
    int landedType = Pieces.type(Ops.piece(land));
    if (landedType != Pieces.type(lifted) && landedType != QUEEN) {
      return; // the same death as the queen promotion, already written
    }
    out.begin().flag(out.flags(m));
    for (int i = out.start(m); i < e - 1; i++) {
      out.op(out.opAt(i));
    }
    int to = Ops.square(land);
    out.land(to, lifted).capture(to, lifted, Ops.IMPLIED).end();
  }

  @Override
  public long bitboardDeaths() {
    return DEATHS;
  }

}
