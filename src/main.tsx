// The bundle's entry: mount into the host page this script was included in.
import { start } from "./app/start";

start();
