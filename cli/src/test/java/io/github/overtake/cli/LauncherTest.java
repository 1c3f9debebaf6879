package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher the build writes, {@code target/overtake}: executable, and running the jar next to
 * it (through a link too) with the arguments as given. A stand-in {@code java} on the PATH prints
 * what it was asked to run, so the test needs no jar.
 */
@DisabledOnOs(OS.WINDOWS)
class LauncherTest {
  private static final Path LAUNCHER = Path.of("target", "overtake");

  private static String run(Path script, Path fakeJavaDir, String... args) throws Exception {
    String[] command = new String[args.length + 1];
    command[0] = script.toString();
    System.arraycopy(args, 0, command, 1, args.length);
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    Map<String, String> env = pb.environment();
    env.remove("JAVA_HOME");
    env.remove("OVERTAKE_JAVA_OPTS");
    env.put("PATH", fakeJavaDir + File.pathSeparator + env.getOrDefault("PATH", "/usr/bin:/bin"));
    Process p = pb.start();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the launcher ends");
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), out);
    return out.strip();
  }

  @Test
  void theBuildWritesAnExecutableLauncherThatRunsTheJarBesideIt(@TempDir Path dir)
      throws Exception {
    assertTrue(Files.isRegularFile(LAUNCHER), "the build writes " + LAUNCHER.toAbsolutePath());
    assertTrue(Files.isExecutable(LAUNCHER), LAUNCHER + " is executable");
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path fakeJava = bin.resolve("java");
    Files.writeString(fakeJava, "#!/bin/sh\nprintf '%s|' \"$@\"\n");
    Files.setPosixFilePermissions(fakeJava, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path install = Files.createDirectories(dir.resolve("overtake dir"));
    Path copy = install.resolve("overtake");
    Files.copy(LAUNCHER, copy, StandardCopyOption.COPY_ATTRIBUTES);
    Path jar = install.toRealPath().resolve("overtake.jar");
    assertEquals("-jar|" + jar + "|perft|chess|2|--fen|8/8 w|",
        run(copy, bin, "perft", "chess", "2", "--fen", "8/8 w"));
    // linked into a directory on the PATH, it still finds the jar beside the real script
    Path link = Files.createSymbolicLink(bin.resolve("overtake"), copy);
    assertEquals("-jar|" + jar + "|--version|", run(link, bin, "--version"));
  }
}
