package io.github.overtake.cli;

import static io.github.overtake.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.TypeConversionException;

/** {@code --limits KEY=VALUE,...|none} on the commands that list moves. */
class LimitsOptionTest {
  @Test
  void parsesTheNamesLimitsGivesItsLimits() {
    Limits l = LimitsOption.parse("moves=200000,chainStates=5_000_000, moveOps = 9000000");
    assertEquals(200_000, l.moves());
    assertEquals(5_000_000L, l.chainStates());
    assertEquals(9_000_000, l.moveOps());
    assertEquals(Limits.DEFAULT.cachedVariants(), l.cachedVariants());
    // every wither of Limits is a key: a limit added to the library needs no change here
    for (java.lang.reflect.Method m : Limits.class.getMethods()) {
      if (m.getName().startsWith("with") && m.getReturnType() == Limits.class) {
        String key = Character.toLowerCase(m.getName().charAt(4)) + m.getName().substring(5);
        assertTrue(LimitsOption.keys().containsKey(key), key);
      }
    }
    Limits none = LimitsOption.parse("none");
    assertEquals(Integer.MAX_VALUE, none.moves());
    assertEquals(Integer.MAX_VALUE, none.moveOps());
    assertEquals(Long.MAX_VALUE, none.chainStates());
    assertEquals(Integer.MAX_VALUE, LimitsOption.parse("moves=none").moves());
  }

  @Test
  void badKeysAndValuesAreRefusedSayingWhy() {
    String unknown =
        assertThrows(TypeConversionException.class, () -> LimitsOption.parse("movez=3"))
            .getMessage();
    assertTrue(unknown.startsWith("unknown limit 'movez'; did you mean 'moves'? known: "), unknown);
    assertTrue(unknown.contains("chainStates"), unknown);
    for (String bad : new String[] {"moves=0", "moves=-5", "moves=abc", "moves=99999999999",
        "moves=", "moves=1.5"}) {
      String m =
          assertThrows(TypeConversionException.class, () -> LimitsOption.parse(bad)).getMessage();
      assertTrue(m.startsWith("moves takes a whole number from 1 to 2147483647"), bad + ": " + m);
    }
    assertTrue(
        assertThrows(TypeConversionException.class, () -> LimitsOption.parse("moves"))
            .getMessage().contains("is not KEY=VALUE"));
    assertTrue(
        assertThrows(TypeConversionException.class, () -> LimitsOption.parse("moves=3,moves=4"))
            .getMessage().contains("given twice"));
    assertTrue(
        assertThrows(TypeConversionException.class, () -> LimitsOption.parse(""))
            .getMessage().contains("KEY=VALUE"));
  }

  @Test
  void everyCommandThatListsMovesTakesIt(@TempDir Path dir) throws Exception {
    // 20 moves at the start: a limit of 10 refuses, 20 and none allow
    // bulk counting at depth 1 counts without listing, and refuses as a listing would
    assertEquals(2, run("perft", "chess", "1", "--limits", "moves=10").code());
    CliRun refused = run("perft", "chess", "2", "--limits", "moves=10");
    assertEquals(2, refused.code());
    assertTrue(refused.err().startsWith("overtake perft: work limit moves=10 exceeded"),
        refused.err());
    CliRun counted = run("perft", "chess", "2", "--limits", "moves=20");
    assertEquals(0, counted.code(), counted.err());
    assertTrue(counted.out().startsWith("chess depth 2: 400 nodes"), counted.out());
    assertEquals(0, run("perft", "chess", "2", "--limits", "none").code());
    assertEquals(2, run("moves", "chess", "--limits", "moves=10").code());
    assertEquals(20, run("moves", "chess", "--limits", "moves=20").out().lines().count());
    // chess reads coordinates and SAN on its bitboards, one move at the cost of one move; a
    // Modest variant off the bitboards writes all its turns before narrowing them to the text's
    // (and its outcome lists the next position's), which the limit refuses
    assertEquals(0, run("play", "chess", "e2e4", "--limits", "moves=10").code());
    assertEquals(0, run("play", "chess", "e4", "--limits", "moves=10").code());
    assertEquals(2, run("play", "modest-coalition", "e2e4", "--limits", "moves=10").code());
    assertEquals(0, run("play", "modest-coalition", "e2e4", "--limits", "none").code());
    assertEquals(2, run("svg", "modest-coalition", "e2e4", "--limits", "moves=10").code());
    assertEquals(0, run("svg", "modest-coalition", "e2e4", "--limits", "none").code());
    assertEquals(2, run("pgn", "write", "modest-coalition", "e4", "--limits", "moves=10").code());
    CliRun pgn = run("pgn", "write", "chess", "e4", "--limits", "none");
    assertEquals(0, pgn.code(), pgn.err());
    Path file = dir.resolve("g.pgn");
    Files.writeString(file, pgn.out());
    // chess SAN is read without a listing; a Modest variant's SAN is read against its listing
    assertEquals(0, run("pgn", "check", file.toString(), "--limits", "moves=10").code());
    CliRun modest = run("pgn", "write", "modest-coalition", "e4", "--limits", "none");
    assertEquals(0, modest.code(), modest.err());
    Path coalition = dir.resolve("coalition.pgn");
    Files.writeString(coalition, modest.out());
    assertEquals(2, run("pgn", "check", coalition.toString(), "--limits", "moves=10").code());
    assertEquals(0, run("pgn", "check", coalition.toString(), "--limits", "none").code());
    assertEquals(2, run("pgn", "convert", coalition.toString(), "--limits", "moves=10").code());
    assertEquals(0, run("pgn", "convert", coalition.toString(), "--limits", "none").code());
  }

  @Test
  void aBadLimitIsOneLineOfBadInput() {
    CliRun r = run("perft", "chess", "1", "--limits", "chainstate=5");
    assertEquals(2, r.code());
    assertEquals("", r.out());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    assertTrue(r.err().contains("unknown limit 'chainstate'; did you mean 'chainStates'?"),
        r.err());
    assertFalse(r.err().contains("\tat "), r.err());
    CliRun help = run("perft", "--help");
    assertTrue(help.out().contains("--limits"), help.out());
  }
}
