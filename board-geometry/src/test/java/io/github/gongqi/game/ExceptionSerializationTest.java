package io.github.gongqi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The game layer's exceptions are serializable, as every {@link Throwable} claims to be: the fields
 * whose declared types are not (a reason, lists) hold values that are (enum constants, {@code
 * List.copyOf} copies), which is what their {@code @SuppressWarnings("serial")} says.
 */
class ExceptionSerializationTest {
  enum Why implements RefusalReason {
    OCCUPIED
  }

  enum Problem implements InvalidPositionException.Problem {
    TOO_MANY_STONES
  }

  /** A move of a game with one move, enough to be refused. */
  record Step(int id) implements GameMove {
    @Override
    public String toString() {
      return "step" + id;
    }
  }

  static final class Refused extends AbstractIllegalMoveException {
    private static final long serialVersionUID = 1L;

    Refused(GameMove move, RefusalReason reason, String detail) {
      super(move, reason, detail);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> T roundTrip(T value) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (T) in.readObject();
    }
  }

  @Test
  void aRefusedMoveKeepsItsReasonAndDetails() throws Exception {
    Refused copy = roundTrip(new Refused(new Step(7), Why.OCCUPIED, "e5 is occupied"));

    assertThat(copy.reason()).isSameAs(Why.OCCUPIED);
    assertThat(copy.move()).isEqualTo("step7");
    assertThat(copy.detail()).isEqualTo("e5 is occupied");
    assertThat(copy).hasMessage("illegal move step7 (OCCUPIED): e5 is occupied");
  }

  @Test
  void anInvalidPositionKeepsItsProblemsEvenFromAMutableList() throws Exception {
    List<Problem> problems = new ArrayList<>(List.of(Problem.TOO_MANY_STONES));
    List<String> messages = new ArrayList<>(List.of("white has 90 stones"));

    InvalidPositionException copy = roundTrip(new InvalidPositionException(problems, messages));

    assertThat(copy.problems()).containsExactly(Problem.TOO_MANY_STONES);
    assertThat(copy.messages()).containsExactly("white has 90 stones");
  }

  @Test
  void anUnknownGameKeepsTheNamesItKnew() throws Exception {
    UnknownGameException copy =
        roundTrip(new UnknownGameException("chess", new ArrayList<>(List.of("agon", "gongqi"))));

    assertThat(copy.name()).isEqualTo("chess");
    assertThat(copy.known()).containsExactly("agon", "gongqi");
  }
}
