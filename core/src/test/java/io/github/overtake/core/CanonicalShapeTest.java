package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.notation.MoveText;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The quick test that sends SAN-only texts past the canonical parser. */
class CanonicalShapeTest {
  @Test
  void sanOnlyTextsAreSurelyMalformed() {
    for (String s : new String[] {"Nf3", "e4", "exd5", "Ng1f3", "Qxf6+", "e4!?", "h8"}) {
      assertTrue(CanonicalShape.surelyMalformed(s), s);
    }
    for (String s :
        new String[] {"e2e4", "O-O", "0-0-0", "P@e4", "e8=Q", "e8Q", "b8=q-b1", "ex(P:N)", "c3xe5xg7",
          "e5xf7[e6]", "f8g7,B@f8", "e", "+", "N1f3"}) {
      assertFalse(CanonicalShape.surelyMalformed(s), s);
    }
  }

  @Property(tries = 3000)
  void whatItCallsMalformedTheParserRejects(@ForAll("texts") String text) {
    if (CanonicalShape.surelyMalformed(text)) {
      for (Geometry g :
          new Geometry[] {Geometry.standard(), Geometry.rectangle(26, 26),
            Geometry.rectangleWithEdgeRing(8, 8)}) {
        assertThrows(MoveFormatException.class, () -> MoveText.parse(text, g), text);
      }
    }
  }

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.strings().withChars("abcdeghxyzNBRQKOP0123456789=-:@,/[]()+#!? ")
        .ofMinLength(1).ofMaxLength(9);
  }
}
