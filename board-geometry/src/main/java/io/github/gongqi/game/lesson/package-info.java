/**
 * Lessons written once for every game: {@link io.github.gongqi.game.lesson.Lesson}, a position with
 * an instruction, a hint and a solution, which checks a learner's move.
 */
package io.github.gongqi.game.lesson;
