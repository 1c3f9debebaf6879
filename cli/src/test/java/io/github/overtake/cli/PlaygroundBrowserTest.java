package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveInput;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Plays short games in the playground page by clicking, in Debian's headless Chromium driven by
 * its chromedriver through Selenium (nothing is downloaded: the driver and browser are the
 * system's, Selenium Manager is not used). Skipped when {@code /usr/bin/chromium} or {@code
 * /usr/bin/chromedriver} is missing ({@code scripts/install-test-tools.sh} installs them).
 * Screenshots go to {@code target/playground/*.png}.
 */
class PlaygroundBrowserTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path SHOTS = Path.of("target", "playground");
  private static final String CHAIN_FEN = "4k3/8/3p1p2/8/1p1p4/2N5/8/4K3 w - - 0 1";
  private static final String MOBIUS_FEN =
      "rnbqkbnr/pppppppp/8/8/8/M1M1M1M1/1M1M1M1M/M1M1M1M1 w kq - 0 1";

  private static Playground server;
  private static ChromeDriver driver;
  private static final VariantRegistry REGISTRY = VariantRegistry.load();

  @BeforeAll
  static void start(@TempDir Path profile) throws Exception {
    assumeTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
        "skipped: the browser test needs Debian's chromium and chromium-driver"
            + " (/usr/bin/chromium, /usr/bin/chromedriver); run scripts/install-test-tools.sh as root");
    System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
    server =
        Playground.start(
            0,
            REGISTRY,
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1280,1000",
        "--user-data-dir=" + profile.toAbsolutePath());
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(CHROMEDRIVER.toFile())
            .usingAnyFreePort()
            .withTimeout(Duration.ofSeconds(60))
            .build();
    driver = new ChromeDriver(service, options);
    driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    Files.createDirectories(SHOTS);
  }

  @AfterAll
  static void stop() {
    if (driver != null) {
      driver.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  @BeforeEach
  void open() {
    driver.get(server.url());
    waitUntil("the page has loaded chess", () -> text("spec").equals("chess") && idle());
  }

  // ------------------------------------------------------------------ helpers

  interface Condition {
    boolean holds();
  }

  private static void waitUntil(String what, Condition c) {
    new WebDriverWait(driver, Duration.ofSeconds(30))
        .withMessage(() -> what + "; page error: '" + text("error") + "'")
        .ignoring(StaleElementReferenceException.class) // the page redraws while we read
        .until(d -> c.holds());
  }

  private static boolean idle() {
    Object busy =
        ((JavascriptExecutor) driver).executeScript("return document.body.dataset.busy;");
    return "0".equals(busy);
  }

  private static String text(String id) {
    return driver.findElement(By.id(id)).getText().strip();
  }

  private static String shownPosition() {
    return driver.findElement(By.id("position")).getDomProperty("value");
  }

  /** The caption under the board, in the diagram: who is to move, or how the game ended. */
  private static String caption() {
    return driver.findElement(By.cssSelector("#board svg text[data-caption]")).getText().strip();
  }

  private static Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  private static String shownOutcome() {
    return driver.findElement(By.id("outcome")).getDomAttribute("data-outcome");
  }

  /** The moves listed, as the canonical texts each ply keeps in {@code data-move}. */
  private static List<String> shownMoves() {
    return strings("return Array.from(document.querySelectorAll('#moves [data-move]'),"
        + " e => e.dataset.move);");
  }

  /** The move list as people read it: one line a full move ({@code 1. e4 e5}). */
  private static List<String> shownRecord() {
    return strings("return Array.from(document.querySelectorAll('#moves li'),"
        + " li => li.innerText.trim().replace(/\\s+/g, ' '));");
  }

  /** The strings a script returns; one script reads them all, so no element goes stale. */
  private static List<String> strings(String script) {
    Object texts = ((JavascriptExecutor) driver).executeScript(script);
    List<String> out = new ArrayList<>();
    if (texts instanceof List<?> list) {
      for (Object t : list) {
        out.add(String.valueOf(t).strip());
      }
    }
    return out;
  }

  /** Chooses a family and its options in the form, which starts a new game. */
  private static void choose(String family, Map<String, String> options, String spec) {
    new Select(driver.findElement(By.id("family"))).selectByValue(family);
    waitUntil("the page switched to " + family, () -> idle() && text("spec").startsWith(family));
    for (Map.Entry<String, String> o : options.entrySet()) {
      new Select(driver.findElement(By.id("opt-" + o.getKey()))).selectByValue(o.getValue());
      waitUntil("option " + o, () -> idle() && text("spec").contains(o.getKey() + "=" + o.getValue()));
    }
    String canonical = REGISTRY.variant(spec).spec();
    waitUntil("the spec is " + canonical, () -> idle() && text("spec").equals(canonical));
  }

  private static void load(String positionText) {
    WebElement in = driver.findElement(By.id("load-text"));
    in.clear();
    in.sendKeys(positionText);
    driver.findElement(By.id("load")).click();
    waitUntil("the position is loaded", () -> idle() && shownPosition().equals(positionText));
  }

  /** Clicks one pick: a square of the board or a choice button. */
  private static void click(String pick) {
    boolean square = Character.isLetter(pick.charAt(0)) && pick.length() > 1
        && pick.substring(1).chars().allMatch(Character::isDigit);
    WebElement target =
        square
            ? driver.findElement(By.cssSelector("#board .square[data-square='" + pick + "']"))
            : driver.findElement(
                By.cssSelector("#choices button[data-choice='" + pick.replace("'", "\\'") + "']"));
    if (square) {
      // a click at the square's centre, as a person clicks: on the piece there, if any
      new Actions(driver).moveToElement(target).click().perform();
    } else {
      target.click();
    }
    waitUntil("the click on " + pick + " is answered", PlaygroundBrowserTest::idle);
  }

  /** Plays a move by clicking its picks, and checks the page shows it played. */
  private static void clickMove(String... picks) {
    int before = shownMoves().size();
    for (String p : picks) {
      click(p);
    }
    waitUntil(
        "the move " + String.join(" ", picks) + " is played",
        () -> idle() && shownMoves().size() == before + 1);
  }

  private static void shot(String name) throws Exception {
    File f = driver.getScreenshotAs(OutputType.FILE);
    Files.copy(f.toPath(), SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
  }

  private static Game replay(String spec, String fen, List<String> moves) {
    Variant v = REGISTRY.variant(spec);
    Game g = Game.startingFrom(fen == null ? v.startPosition() : v.position(fen));
    for (String m : moves) {
      g = g.play(m);
    }
    return g;
  }

  // ------------------------------------------------------------------ games

  @Test
  void checkerCaptureChainsArePickedLandingByLanding() throws Exception {
    choose("checkercapture", Map.of("simple", "true"), "checkercapture:simple=true");
    choose("checkercapture", Map.of("simple", "false"), "checkercapture");
    load(CHAIN_FEN);
    click("c3");
    assertEquals("Picked: c3", text("picks"));
    click("e5");
    // both continuations are highlighted
    assertEquals(
        2, driver.findElements(By.cssSelector("#board .highlight[data-square='g7'],"
            + " #board .highlight[data-square='c7']")).size());
    clickMove("g7");
    assertEquals(List.of("c3xe5xg7"), shownMoves());
    clickMove("e8", "f7");
    shot("checkercapture-chain");
    clickMove("g7", "e7", "c5", "a3");
    List<String> moves = List.of("c3xe5xg7", "e8f7", "g7xe7xc5xa3");
    assertEquals(moves, shownMoves());
    Game expected = replay("checkercapture:simple=false", CHAIN_FEN, moves);
    assertEquals(expected.position().text(), shownPosition());
    assertEquals("white-wins king-captured", expected.outcome().text());
    assertEquals(expected.outcome().text(), shownOutcome());
    assertTrue(text("outcome").contains("white-wins king-captured"), text("outcome"));
    shot("checkercapture-end");
  }

  @Test
  void checkersChessOnTheMobiusStrip() throws Exception {
    String spec = "checkerschess:board=mobius";
    choose("checkerschess", Map.of("board", "mobius"), spec);
    // a capture across the glued edge, then two replies chosen from the legal moves
    clickMove("a1", "g6");
    List<String> moves = new ArrayList<>(shownMoves());
    assertEquals(List.of("a1xg6"), moves);
    for (int i = 0; i < 2; i++) {
      Game g = replay(spec, null, moves);
      Position p = g.position();
      Move m = p.legalMoves().stream().sorted(
          (a, b) -> a.text().compareTo(b.text())).findFirst().orElseThrow();
      clickMove(MoveInput.picksOf(p, m).toArray(String[]::new));
      moves.add(m.text());
    }
    assertEquals(moves, shownMoves());
    Game expected = replay(spec, null, moves);
    assertEquals(expected.position().text(), shownPosition());
    assertEquals(expected.outcome().text(), shownOutcome());
    shot("checkerschess-mobius");
  }

  @Test
  void checkersChessOnTheAnnulusAgainstTheComputer() throws Exception {
    String spec = "checkerschess:board=annulus";
    choose("checkerschess", Map.of("board", "annulus"), spec);
    Position start = REGISTRY.variant(spec).startPosition();
    Move first = start.legalMoves().get(0);
    // the computer plays Black: it answers each move clicked for White
    new Select(driver.findElement(By.id("auto"))).selectByValue("black");
    for (String pick : MoveInput.picksOf(start, first)) {
      click(pick);
    }
    waitUntil("the computer answered", () -> idle() && shownMoves().size() == 2);
    // and White's move on request
    driver.findElement(By.id("computer")).click();
    waitUntil("the computer played both sides", () -> idle() && shownMoves().size() == 4);
    Game expected = replay(spec, null, shownMoves());
    assertEquals(expected.position().text(), shownPosition());
    assertEquals(expected.outcome().text(), shownOutcome());
    shot("checkerschess-annulus");
  }

  /** Jumping and Fluidity: a few moves each, clicked pick by pick, chosen from the legal moves. */
  @Test
  void jumpingAndFluidityArePlayedByClicking() throws Exception {
    for (String spec : List.of("jumping", "fluidity")) {
      choose(spec, Map.of(), spec);
      List<String> moves = new ArrayList<>();
      java.util.Random random = new java.util.Random(5);
      for (int ply = 0; ply < 4; ply++) {
        Position p = replay(spec, null, moves).position();
        List<Move> legal = new ArrayList<>(p.legalMoves());
        legal.sort((a, b) -> a.text().compareTo(b.text()));
        Move m = legal.get(random.nextInt(legal.size()));
        List<String> picks = MoveInput.picksOf(p, m);
        for (String pick : picks) {
          click(pick);
        }
        if (shownMoves().size() == moves.size()) {
          // the picks name a move that a capture could extend: play it as it is
          driver.findElement(By.id("play-completed")).click();
        }
        moves.add(m.text());
        waitUntil(m.text() + " is played", () -> idle() && shownMoves().size() == moves.size());
      }
      assertEquals(moves, shownMoves());
      Game expected = replay(spec, null, moves);
      assertEquals(expected.position().text(), shownPosition());
      assertEquals(expected.outcome().text(), shownOutcome());
      shot(spec);
    }
  }

  @Test
  void gentryReturnsACapturedPawnWithItsOwnersNextMove() throws Exception {
    choose("modest-gentry", Map.of(), "modest-gentry");
    clickMove("b1", "c3");
    clickMove("d7", "d5");
    clickMove("c3", "d5"); // a knight outranks a pawn: the pawn waits to come back
    assertTrue(shownPosition().endsWith("reenter:-/p"), shownPosition());
    // the pawn's return, P@e7, is the only way to finish e7e6: taken without further clicks
    clickMove("e7", "e6");
    List<String> moves = List.of("b1c3", "d7d5", "c3d5", "e7e6,P@e7");
    assertEquals(moves, shownMoves());
    Game expected = replay("modest-gentry", null, moves);
    assertEquals(expected.position().text(), shownPosition());
    assertTrue(
        shownPosition().startsWith("rnbqkbnr/ppp1pppp/4p3/3N4/"), "the pawn is back: " + shownPosition());
    assertEquals("ongoing", shownOutcome());
    shot("modest-gentry-reentry");
  }

  private static boolean claimShown() {
    return driver.findElement(By.id("claim")).isDisplayed();
  }

  @Test
  void aThreefoldRepetitionIsClaimedWithTheButton() throws Exception {
    assertFalse(claimShown(), "no claim at the start");
    List<String[]> knights =
        List.of(
            new String[] {"g1", "f3"},
            new String[] {"g8", "f6"},
            new String[] {"f3", "g1"},
            new String[] {"f6", "g8"});
    for (int round = 0; round < 2; round++) {
      for (String[] move : knights) {
        clickMove(move);
        if (shownMoves().size() < 8) {
          assertFalse(claimShown(), "no claim after " + shownMoves());
        }
      }
    }
    List<String> moves =
        List.of("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8");
    assertEquals(moves, shownMoves());
    waitUntil("the claim is offered", () -> idle() && claimShown());
    assertEquals("repetition", driver.findElement(By.id("claim")).getDomAttribute("data-claimable"));
    assertEquals("ongoing", shownOutcome());
    shot("chess-claimable");
    driver.findElement(By.id("claim")).click();
    waitUntil(
        "the claimed draw is shown",
        () -> idle() && "draw repetition claimed".equals(shownOutcome()));
    Game expected = replay("chess", null, moves).claimDraw();
    assertEquals(expected.outcome().text(), shownOutcome());
    assertTrue(text("outcome").contains("draw repetition claimed (1/2-1/2)"), text("outcome"));
    assertFalse(claimShown(), "no claim once the game is over");
    assertTrue(
        driver.findElements(By.cssSelector("#board .highlight")).isEmpty(), "nothing left to pick");
    // the claim outlives a redraw of the board, and undo takes it back first
    driver.findElement(By.id("flip")).click();
    waitUntil("flipped", PlaygroundBrowserTest::idle);
    assertEquals("draw repetition claimed", shownOutcome());
    shot("chess-claimed");
    driver.findElement(By.id("undo")).click();
    waitUntil("the claim is taken back", () -> idle() && "ongoing".equals(shownOutcome()));
    assertEquals(moves, shownMoves());
    assertTrue(claimShown());
  }

  /**
   * An illegal move's reason and explanation appear next to the server's error. The page only
   * sends moves it was offered, so the test rewrites its next {@code /api/play} request, once, to
   * an illegal move; the refusal is the real server's.
   */
  private static String explanationOfE2e5() {
    try {
      replay("chess", null, List.of("e2e5"));
      throw new AssertionError("e2e5 was accepted");
    } catch (io.github.overtake.core.IllegalMoveException e) {
      return e.explanation();
    }
  }

  @Test
  void anIllegalMoveShowsItsReasonNextToTheError() throws Exception {
    ((JavascriptExecutor) driver)
        .executeScript(
            "const real = window.fetch;"
                + "window.fetch = (path, init) => {"
                + "  if (path === '/api/play') {"
                + "    window.fetch = real;"
                + "    const body = JSON.parse(init.body);"
                + "    body.move = 'e2e5';"
                + "    init = Object.assign({}, init, { body: JSON.stringify(body) });"
                + "  }"
                + "  return real(path, init);"
                + "};");
    click("e2");
    click("e4");
    waitUntil(
        "the refusal is shown", () -> idle() && !driver.findElements(By.id("error-reason")).isEmpty());
    WebElement reason = driver.findElement(By.id("error-reason"));
    assertEquals("cannot-move-so", reason.getDomAttribute("data-reason"));
    assertTrue(text("error").contains("e2e5"), text("error"));
    assertEquals("(cannot-move-so)", reason.getText());
    // the explanation, at the end of the library's message, is not repeated
    String explanation = explanationOfE2e5();
    assertTrue(text("error").endsWith(explanation + " (cannot-move-so)"), text("error"));
    assertEquals(List.of(), shownMoves());
    shot("chess-illegal-reason");
    clickMove("e2", "e4"); // the next request is the page's own again
    assertEquals(List.of("e2e4"), shownMoves());
    assertTrue(text("error").isEmpty(), text("error"));
  }

  @Test
  void chessMateUndoRedoFlipAndPerft() throws Exception {
    driver.findElement(By.id("perft-depth")).clear();
    driver.findElement(By.id("perft-depth")).sendKeys("3");
    driver.findElement(By.id("perft")).click();
    waitUntil("perft answered", () -> idle() && !text("perft-result").isEmpty());
    assertTrue(text("perft-result").startsWith("8902 nodes at depth 3"), text("perft-result"));
    clickMove("f2", "f3");
    clickMove("e7", "e5");
    clickMove("g2", "g4");
    clickMove("d8", "h4");
    List<String> moves = List.of("f2f3", "e7e5", "g2g4", "d8h4");
    assertEquals(moves, shownMoves());
    Game expected = replay("chess", null, moves);
    assertEquals(expected.position().text(), shownPosition());
    assertEquals("black-wins checkmate", shownOutcome());
    assertTrue(text("outcome").contains("black-wins checkmate"));
    // SAN, numbered per full move, with the mate mark
    assertEquals(List.of("1. f3 e5", "2. g4 Qh4#"), shownRecord());
    // one truth: the caption under the board says what the panel says, and nobody is to move
    assertEquals("Game over: black-wins checkmate (0-1)", text("outcome"));
    assertEquals(text("outcome"), caption());
    assertEquals("", text("status"));
    shot("chess-mate");
    driver.findElement(By.id("flip")).click();
    waitUntil("flipped", PlaygroundBrowserTest::idle);
    shot("chess-mate-flipped");
    driver.findElement(By.id("undo")).click();
    waitUntil("undone", () -> idle() && shownMoves().size() == 3);
    assertEquals("ongoing", shownOutcome());
    assertEquals("Black to move", caption());
    assertTrue(text("status").startsWith("Black to move"), text("status"));
    assertEquals(List.of("1. f3 e5", "2. g4"), shownRecord());
    driver.findElement(By.id("redo")).click();
    waitUntil("redone", () -> idle() && shownMoves().size() == 4);
    assertEquals("black-wins checkmate", shownOutcome());
    // a bad position text is refused with the library's message; the game stays
    WebElement in = driver.findElement(By.id("load-text"));
    in.clear();
    in.sendKeys("not a position");
    driver.findElement(By.id("load")).click();
    waitUntil("the error is shown", () -> idle() && !text("error").isEmpty());
    assertTrue(text("error").contains("not a position"), text("error"));
    assertEquals(expected.position().text(), shownPosition());
  }

  // ------------------------------------------------------------------ issue 26: the page itself

  @Test
  void movesAreNumberedPerFullMoveInTheVariantsNotation() throws Exception {
    clickMove("e2", "e4");
    clickMove("e7", "e5");
    clickMove("g1", "f3");
    assertEquals(List.of("1. e4 e5", "2. Nf3"), shownRecord());
    assertEquals(List.of("e2e4", "e7e5", "g1f3"), shownMoves());
    // a position with Black to move: the first full move starts with its number and dots
    load("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    clickMove("c7", "c5");
    clickMove("g1", "f3");
    assertEquals(List.of("1... c5", "2. Nf3"), shownRecord());
    shot("chess-san-list");
    // a family without a notation of its own: canonical text, numbered the same way
    choose("checkercapture", Map.of(), "checkercapture");
    load(CHAIN_FEN);
    clickMove("c3", "e5", "g7");
    clickMove("e8", "f7");
    assertEquals(List.of("1. c3xe5xg7 e8f7"), shownRecord());
  }

  @Test
  void aForcedRemovalIsTakenWithoutAClick() throws Exception {
    choose("modest-shotgun", Map.of(), "modest-shotgun");
    // the queen takes on c4 and wipes out the first man down the d-file, d2, and nothing else
    String fen = "4k3/8/8/3q4/2P5/8/3P4/4K3 b - - 0 1";
    load(fen);
    Position p = REGISTRY.variant("modest-shotgun").position(fen);
    Move capture = p.parseMove("d5xc4[d2]");
    assertEquals(List.of("d5", "c4", "d2"), MoveInput.picksOf(p, capture));
    click("d5");
    click("c4");
    waitUntil("the removal of d2 is played", () -> idle() && shownMoves().size() == 1);
    assertEquals(List.of(capture.text()), shownMoves());
    assertEquals(p.play(capture).text(), shownPosition());
    shot("modest-shotgun-forced");
  }

  @Test
  void aQuietMoveAndACaptureToOneSquareAreBothOffered() throws Exception {
    choose("jumping", Map.of(), "jumping");
    String fen = "10/7k2/10/10/4p5/3N6/10/10/6K3/10 w - - 0 1";
    load(fen);
    Position p = REGISTRY.variant("jumping").position(fen);
    click("d5");
    click("f6");
    List<String> offered = strings("return Array.from(document.querySelectorAll("
        + "'#choices button.option'), b => b.dataset.move);");
    List<String> open = new ArrayList<>();
    for (Move m : p.legalMoves()) {
      if (m.from().orElseThrow().name().equals("d5") && m.to().orElseThrow().name().equals("f6")) {
        open.add(m.text());
      }
    }
    assertTrue(open.size() >= 2, "a quiet move and a capture: " + open);
    assertEquals(open.stream().sorted().toList(), offered.stream().sorted().toList());
    List<String> labels = strings("return Array.from(document.querySelectorAll("
        + "'#choices button.option'), b => b.textContent);");
    assertTrue(labels.contains("Play d5f6, no capture"), labels.toString());
    assertTrue(labels.contains("Play d5xf6[e6], captures e6"), labels.toString());
    shot("jumping-knight-choices");
    driver.findElement(By.cssSelector("#choices button.option[data-move='d5xf6[e6]']")).click();
    waitUntil("the capture is played", () -> idle() && shownMoves().size() == 1);
    assertEquals(List.of("d5xf6[e6]"), shownMoves());
    assertEquals(p.play("d5xf6[e6]").text(), shownPosition());
  }

  @Test
  void seamMovesAreDrawnWrappedAndReversedMenMarked() throws Exception {
    choose("checkerschess", Map.of("board", "mobius"), "checkerschess:board=mobius");
    load(MOBIUS_FEN);
    clickMove("a1", "g6");
    // out at the left edge, in at the right one: two strokes, neither crossing the board
    WebElement arrow = driver.findElement(By.cssSelector("#board .arrow"));
    assertEquals("true", arrow.getDomAttribute("data-wrapped"));
    String d = arrow.getDomAttribute("d");
    assertEquals(2, d.chars().filter(c -> c == 'M').count(), d);
    Map<?, ?> box = (Map<?, ?>) js("const b = document.querySelector('#board .board')"
        + ".getBBox(); return {w: b.width};");
    for (String part : d.split("M", -1)) {
      if (part.isBlank()) {
        continue;
      }
      String[] xy = part.strip().split("[ L]+", -1);
      double x0 = Double.parseDouble(xy[0]);
      double x1 = Double.parseDouble(xy[xy.length - 2]);
      assertTrue(Math.abs(x1 - x0) < ((Number) box.get("w")).doubleValue() / 3,
          "a stroke of a seam move spans a short way: " + part);
    }
    // the man on g6 came across the seam: reversed, and marked so
    assertEquals("true", driver.findElement(By.cssSelector("#board .piece[data-square='g6']"))
        .getDomAttribute("data-reversed"));
    assertEquals(1, driver.findElements(
        By.cssSelector("#board .reversed-mark[data-square='g6']")).size());
    shot("checkerschess-mobius-seam");

    String annulus = "checkerschess:board=annulus";
    choose("checkerschess", Map.of("board", "annulus"), annulus);
    Position start = REGISTRY.variant(annulus).startPosition();
    int files = start.variant().geometry().files();
    Move seam = start.legalMoves().stream()
        .filter(m -> Math.abs(file(m.from().orElseThrow().name())
            - file(m.to().orElseThrow().name())) > files / 2)
        .findFirst().orElseThrow(() -> new AssertionError("no seam move at the start"));
    clickMove(MoveInput.picksOf(start, seam).toArray(String[]::new));
    // every point of the arrow lies on the ring, none in its hole
    Map<?, ?> ring = (Map<?, ?>) js("const svg = document.querySelector('#board svg');"
        + "const w = svg.viewBox.baseVal.width;"
        + "const a = document.querySelector('#board .arrow');"
        + "const pts = Array.from(a.points, p => Math.hypot(p.x - w / 2, p.y - w / 2));"
        + "const inner = Math.min(...Array.from(document.querySelectorAll('#board .square'),"
        + "  s => { const b = s.getBBox(); return Math.hypot(b.x + b.width / 2 - w / 2,"
        + "  b.y + b.height / 2 - w / 2); }));"
        + "return {min: Math.min(...pts), n: pts.length, inner: inner};");
    assertTrue(((Number) ring.get("n")).intValue() > 2, "the arrow follows the ring: " + ring);
    assertTrue(((Number) ring.get("min")).doubleValue()
        >= ((Number) ring.get("inner")).doubleValue() * 0.9, "the arrow keeps off the hole: " + ring);
    shot("checkerschess-annulus-seam");
  }

  private static int file(String square) {
    return square.charAt(0) - 'a';
  }

  @Test
  void longSpecsWrapBetweenOptionsAndThePositionShowsWhole() throws Exception {
    String spec = "checkerschess:board=mobius,flyingKings=true";
    choose("checkerschess", Map.of("board", "mobius", "flyingKings", "true"), spec);
    String canonical = REGISTRY.variant(spec).spec();
    assertEquals(canonical, driver.findElement(By.id("spec")).getDomAttribute("data-spec"));
    // no part between separators is broken across lines, and the spec did wrap
    Map<?, ?> spans = (Map<?, ?>) js("const parts = Array.from(document.querySelectorAll("
        + "'#spec .spec-part'));"
        + "const tops = new Set(parts.map(p => Math.round(p.getBoundingClientRect().top)));"
        + "return {broken: parts.filter(p => p.getClientRects().length > 1).length,"
        + " lines: tops.size};");
    assertEquals(0L, ((Number) spans.get("broken")).longValue(), "a part broke mid-word");
    assertTrue(((Number) spans.get("lines")).intValue() >= 2, "the long spec wraps: " + spans);
    // the whole position text is in sight: nothing scrolled away
    Map<?, ?> field = (Map<?, ?>) js("const e = document.getElementById('position');"
        + "return {sw: e.scrollWidth, cw: e.clientWidth, sh: e.scrollHeight, ch: e.clientHeight};");
    assertTrue(((Number) field.get("sw")).intValue() <= ((Number) field.get("cw")).intValue()
        && ((Number) field.get("sh")).intValue() <= ((Number) field.get("ch")).intValue() + 1,
        "the position field cuts its text: " + field);
    shot("layout-long-spec");
  }

  @Test
  void theCaptureCrossLeavesTheCapturingManInSight() throws Exception {
    clickMove("e2", "e4");
    clickMove("d7", "d5");
    clickMove("e4", "d5");
    WebElement cross = driver.findElement(By.cssSelector("#board .captured[data-square='d5']"));
    assertEquals("true", cross.getDomAttribute("data-corner"));
    // the cross stays clear of the middle of the square, where the man is drawn
    Map<?, ?> r = (Map<?, ?>) js("const c = document.querySelector("
        + "'#board .captured[data-square=\"d5\"]').getBBox();"
        + "const s = document.querySelector('#board .square[data-square=\"d5\"]').getBBox();"
        + "return {cx: c.x, cy: c.y, cw: c.width, ch: c.height,"
        + " sx: s.x, sy: s.y, sw: s.width, sh: s.height};");
    double midX = num(r, "sx") + num(r, "sw") / 2;
    double midY = num(r, "sy") + num(r, "sh") / 2;
    boolean coversMiddle = num(r, "cx") < midX + num(r, "sw") * 0.2
        && num(r, "cx") + num(r, "cw") > midX - num(r, "sw") * 0.2
        && num(r, "cy") < midY + num(r, "sh") * 0.2
        && num(r, "cy") + num(r, "ch") > midY - num(r, "sh") * 0.2;
    assertFalse(coversMiddle, "the cross covers the capturing man: " + r);
    shot("chess-capture-cross");
  }

  private static double num(Map<?, ?> m, String key) {
    return ((Number) m.get(key)).doubleValue();
  }
}
