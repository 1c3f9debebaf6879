/**
 * Checker-capture Chess (variant id {@code checkercapture}): chess in which every piece captures
 * only by hopping over an adjacent enemy, draughts fashion, with the Simpler, Misère, Semi-misère
 * and Displacement options. See {@code docs/rules/checkercapture.md}.
 */
package io.github.overtake.variants.checkercapture;
