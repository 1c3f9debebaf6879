/**
 * SVG diagrams of positions on every core geometry: {@link io.github.overtake.core.diagram.Diagram}.
 */
package io.github.overtake.core.diagram;
