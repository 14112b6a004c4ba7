/**
 * What both games' SVG board drawings share: {@link io.github.gongqi.game.svg.SvgMarkup} (escaping,
 * numbers, the root element, the status bar) and {@link io.github.gongqi.game.svg.SvgOptions} (how
 * a board is drawn: size, coordinates, perspective, last move, selection, labels).
 */
package io.github.gongqi.game.svg;
