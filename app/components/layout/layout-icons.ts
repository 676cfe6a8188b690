/** The drawings of the layout's switches; app.css shows the one that fits the switch's state. */

/** The menu button's icon: a cross while the menu is open, three bars while closed. */
export const MENU_ICONS = { open: "M6 6l12 12M18 6 6 18", closed: "M4 7h16M4 12h16M4 17h16" };

/** The banner switch's icon: "play" while paused, "pause" while the name moves. */
export const BANNER_ICONS = { paused: "M4 2.5v11l9-5.5z", playing: "M4 2.5h3v11H4zm5 0h3v11H9z" };
