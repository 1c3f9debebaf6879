package io.github.overtake.cli;

import io.github.overtake.core.VariantRegistry;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code overtake serve}: the playground page and its JSON API on the loopback address. */
@Command(
    name = "serve",
    description = {
      "serve the playground page and its JSON API on 127.0.0.1",
      "",
      "Serves the playground on http://127.0.0.1:<n>/ (loopback only) until stopped: a page "
          + "to play any registered variant by clicking, against a person or the computer, and "
          + "the JSON API it uses (GET /api/variants; POST /api/position, /api/play, /api/claim, "
          + "/api/computer, /api/validate, /api/perft; see the README). Slow clients hold no "
          + "thread: idle connections close after 5 s, bodies must arrive within 2 s, at most 64 "
          + "connections are open and 4 requests computed at once (503 beyond), and each request "
          + "has 500 ms of work (a typed refusal past it)."
    })
final class ServeCommand implements Callable<Integer> {
  @ParentCommand Main main;

  @Mixin HelpOption help;

  @Option(
      names = "--port",
      paramLabel = "<n>",
      description = "the port, 1 to 65535, or 0 for any free port (default 8642)")
  String portText;

  @Override
  public Integer call() throws UsageException {
    int port = Playground.DEFAULT_PORT;
    if (portText != null) {
      try {
        port = Integer.parseInt(portText);
      } catch (NumberFormatException e) {
        port = -1;
      }
      if (port < 0 || port > 65535) {
        throw new UsageException(
            "--port takes a port number from 0 to 65535, not '" + portText + "'"
                + "; see 'overtake serve --help'");
      }
    }
    Playground playground;
    try {
      playground = Playground.start(port, VariantRegistry.load(), main.err);
    } catch (IOException e) {
      main.err.println(
          "overtake serve: cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
      return Main.FAILURE;
    }
    main.out.println("overtake playground on " + playground.url() + " (Ctrl-C stops it)");
    main.out.flush();
    try {
      new CountDownLatch(1).await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      playground.close();
    }
    return Main.OK;
  }
}
