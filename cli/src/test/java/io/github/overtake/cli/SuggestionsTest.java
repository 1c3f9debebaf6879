package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** "Did you mean" on the command line: variant ids, spec options and values, options, commands. */
class SuggestionsTest {
  private static String error(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(args, o, e);
    }
    assertEquals(2, code, err.toString(StandardCharsets.UTF_8));
    return err.toString(StandardCharsets.UTF_8).strip();
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
