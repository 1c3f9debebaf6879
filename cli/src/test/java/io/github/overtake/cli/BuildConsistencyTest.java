package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Checks the build files: every published module (every module of the root POM whose POM does not
 * set {@code maven.deploy.skip} to true) is listed in bom/pom.xml's dependencyManagement with the
 * BOM's version, the BOM's version is the parent's, and every published module has a name and a
 * description (Central requires them). Runs from the cli module's directory.
 */
class BuildConsistencyTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  private static Document read(Path pom) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    f.setExpandEntityReferences(false);
    return f.newDocumentBuilder().parse(pom.toFile());
  }

  /** Returns the text of a direct child element, or "" when there is none. */
  private static String child(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        return e.getTextContent().strip();
      }
    }
    return "";
  }

  private static Element childElement(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        return e;
      }
    }
    return null;
  }

  private static List<Element> children(Element parent, String name) {
    List<Element> out = new ArrayList<>();
    if (parent == null) {
      return out;
    }
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        out.add(e);
      }
    }
    return out;
  }

  private static String version(Element project) {
    String v = child(project, "version");
    if (v.isEmpty()) {
      Element parent = childElement(project, "parent");
      v = parent == null ? "" : child(parent, "version");
    }
    return v;
  }

  private static boolean deploySkipped(Element project) {
    Element props = childElement(project, "properties");
    return props != null && child(props, "maven.deploy.skip").equals("true");
  }

  @Test
  void bomListsEveryPublishedModuleWithTheParentsVersion() throws Exception {
    Element root = read(ROOT.resolve("pom.xml")).getDocumentElement();
    Element bom = read(ROOT.resolve("bom/pom.xml")).getDocumentElement();
    String parentVersion = version(root);
    assertFalse(parentVersion.isEmpty());
    assertEquals("overtake-bom", child(bom, "artifactId"));
    assertEquals(parentVersion, version(bom), "bom/pom.xml's version must be the parent's");
    String groupId = child(root, "groupId");
    assertEquals(groupId, child(bom, "groupId"));

    Map<String, String> managed = new LinkedHashMap<>();
    Element dm = childElement(bom, "dependencyManagement");
    for (Element dep : children(childElement(dm, "dependencies"), "dependency")) {
      assertEquals(groupId, child(dep, "groupId"), child(dep, "artifactId"));
      assertTrue(
          managed.put(child(dep, "artifactId"), child(dep, "version")) == null,
          "listed twice in the bom: " + child(dep, "artifactId"));
    }

    List<String> published = new ArrayList<>();
    for (Element module : children(childElement(root, "modules"), "module")) {
      Path pom = ROOT.resolve(module.getTextContent().strip()).resolve("pom.xml");
      Element project = read(pom).getDocumentElement();
      String artifactId = child(project, "artifactId");
      assertEquals(parentVersion, version(project), "version of " + artifactId);
      if (deploySkipped(project)) {
        continue;
      }
      assertFalse(child(project, "name").isEmpty(), "name of " + artifactId);
      assertFalse(child(project, "description").isEmpty(), "description of " + artifactId);
      if (artifactId.equals("overtake-bom")) {
        continue;
      }
      published.add(artifactId);
      assertEquals(
          parentVersion,
          managed.get(artifactId),
          artifactId + " is published but bom/pom.xml does not manage it at the parent's version");
    }
    assertTrue(published.contains("overtake-core"), published.toString());
    assertTrue(published.contains("overtake-cli"), published.toString());
    assertFalse(published.contains("overtake-benchmarks"), "benchmarks are not published");
    for (String artifactId : managed.keySet()) {
      assertTrue(
          published.contains(artifactId), "bom/pom.xml manages an unpublished artifact " + artifactId);
    }
  }

  @Test
  void rulesPagesCiteNothingOutsideTheRepository() throws Exception {
    try (var pages = Files.list(ROOT.resolve("docs/rules"))) {
      for (Path page : pages.filter(p -> p.toString().endsWith(".md")).toList()) {
        String text = Files.readString(page);
        for (String outside : List.of("rulings/", "seeds/", "../shared", "shared/")) {
          assertFalse(text.contains(outside), page + " cites " + outside);
        }
      }
    }
  }
}
