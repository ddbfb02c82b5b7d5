// What a rendered page runs inline at the top of its head, before the bundle has come: the press
// queue, the number formats the widget's adoption would otherwise set up, and the cookie bar's
// room until the widget has adopted the bar.
import "./press-queue";
import "./number-formats";
import "./early-cookie-room";
