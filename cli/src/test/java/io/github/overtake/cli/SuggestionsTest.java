package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** "Did you mean" on the command line: variant ids, spec options and values, options, commands. */
class SuggestionsTest {
  private static String error(String... args) {
    CliRun r = CliRun.run(args);
    assertEquals(2, r.code(), r.err());
    return r.err().strip();
  }

  @Test
  void suggestsTheClosestName() {
    String variant = error("perft", "chesss", "1");
    assertTrue(
        variant.startsWith("overtake perft: unknown variant 'chesss'; did you mean 'chess'? known: "),
        variant);
    String option = error("moves", "jumping:multijmp=true");
    assertTrue(option.contains("unknown option 'multijmp'; did you mean 'multiJump'?"), option);
    String value = error("moves", "jumping:multiJump=ture");
    assertTrue(value.contains("does not allow 'ture'; did you mean 'true'?"), value);
    String cliOption = error("perft", "chess", "1", "--divid");
    assertEquals(
        "overtake perft: unknown option '--divid' for perft; did you mean '--divide'? see "
            + "'overtake perft --help'",
        cliOption);
    String command = error("perf", "chess", "1");
    assertTrue(command.startsWith("overtake: unknown command 'perf'; did you mean 'perft'?"),
        command);
    // nothing close: no suggestion
    String far = error("perft", "xyzzyplugh", "1");
    assertTrue(far.startsWith("overtake perft: unknown variant 'xyzzyplugh'; known: "), far);
  }
}
