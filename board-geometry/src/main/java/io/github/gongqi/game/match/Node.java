package io.github.gongqi.game.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A persistent list, newest first, so that every event of a match costs O(1): a match shares all of
 * its predecessor's events and moves and adds one node. The empty list is {@code null}.
 *
 * @param head the newest element
 * @param tail the older elements, or null
 * @param size the number of elements, this one included
 * @param <E> the element type
 */
record Node<E>(E head, Node<E> tail, int size) {
  static <E> Node<E> push(Node<E> list, E e) {
    return new Node<>(e, list, list == null ? 1 : list.size + 1);
  }

  static int size(Node<?> list) {
    return list == null ? 0 : list.size;
  }

  /** The elements oldest first, as an unmodifiable list. */
  static <E> List<E> toList(Node<E> list) {
    List<E> out = new ArrayList<>(size(list));
    for (Node<E> n = list; n != null; n = n.tail) {
      out.add(n.head);
    }
    Collections.reverse(out);
    return Collections.unmodifiableList(out);
  }
}
