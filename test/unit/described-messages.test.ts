// One English text, two meanings: two messages, each with a description for the translator before
// it (gettext's context: 'description\u0004text'), kept in the catalogues' keys, never shown.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { collectMessages, pseudoLocalize, readCatalogue } from "../../build/messages";
import { messageDescription, messageText, parseMessage } from "../../src/lib/i18n/parse-message";
import { activateLanguage, t, translateIn } from "../../src/lib/i18n/translate";

const test = suite("described messages");

const ANSWER_BUTTON = "Button that answers a question\u0004Answer";
const ANSWER_KIND = "The kind of a reported item: an answer to a question\u0004Answer";

test("a description is read apart and never shown, in English, in a catalogue's language and in the pseudo-locale", () => {
  assert.is(messageText(ANSWER_BUTTON), "Answer");
  assert.is(messageDescription(ANSWER_BUTTON), "Button that answers a question");
  assert.is(messageDescription("Answer"), "");
  assert.equal(parseMessage("Count\u0004{n, plural, one {# answer} other {# answers}}").length, 1);
  assert.is(t(ANSWER_BUTTON), "Answer");
  activateLanguage("de", { [ANSWER_BUTTON]: "Antworten" });
  try {
    assert.is(t(ANSWER_BUTTON), "Antworten");
    assert.is(t(ANSWER_KIND), "Answer", "a message the catalogue lacks shows its English text");
  } finally {
    activateLanguage("en", null);
  }
  assert.not.match(pseudoLocalize(ANSWER_BUTTON), "Button");
});

test("'Answer' is two messages: the button answers (a verb), the reported item's kind is an answer (a noun) (regression)", () => {
  const messages = collectMessages();
  assert.ok(messages.includes(ANSWER_BUTTON) && messages.includes(ANSWER_KIND));
  assert.not.ok(messages.includes("Answer"), "no undescribed 'Answer' left");
  const words = (locale: string) => {
    const catalogue = readCatalogue(locale);
    return [ANSWER_BUTTON, ANSWER_KIND].map((message) => translateIn(locale, catalogue, message));
  };
  assert.equal(words("de"), ["Antworten", "Antwort"]);
  assert.equal(words("fr"), ["Répondre", "Réponse"]);
  assert.equal(words("nl"), ["Beantwoorden", "Antwoord"]);
  assert.equal(words("ar"), ["أجب", "إجابة"]);
});

test("'Open dispute' is the form's send button, with its description: French says the act, not the state", () => {
  const message = "Button that sends the dispute form\u0004Open dispute";
  assert.ok(collectMessages().includes(message));
  assert.is(readCatalogue("fr")[message], "Ouvrir le litige");
});

test.run();
