/**
 * The engine protocol (GTP 2), both sides over one framing class: the {@code engine} command serves
 * a lab bot on standard input and output and answers GoGui's rules queries as a rules oracle (a
 * {@code GtpEngine} over a {@code ServedGame}), and an external engine plays in the lab's runs as a
 * player that the lab controls and referees.
 */
package io.github.gongqi.bench.engine;
