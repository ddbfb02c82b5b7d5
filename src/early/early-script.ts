// What a rendered page runs inline at the top of its head, before the bundle has come: the press
// queue, and the number formats the widget's adoption would otherwise set up.
import "./press-queue";
import "./number-formats";
