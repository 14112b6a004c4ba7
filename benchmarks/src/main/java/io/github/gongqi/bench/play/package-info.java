/**
 * The playground: the {@code play} command's web server, its JSON API over rooms (hot-seat, against
 * a bot, online), the lessons and the replay of game records, and the page it serves. The library
 * holds each game and draws each board; the page only shows them.
 */
package io.github.gongqi.bench.play;
