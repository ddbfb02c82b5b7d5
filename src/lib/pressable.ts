// What a press acts on in the widget's markup: the elements whose click does something of the
// widget's own (a link or a submit button does what it does without the widget).
export const PRESSABLE =
  "button, [role=button], [role=tab], [role=checkbox], [role=switch], summary, label, input[type=checkbox], input[type=radio]";
