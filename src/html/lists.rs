//! The allow-lists, copied from feedparser 6 (`sanitizer.py` `_HTMLSanitizer`
//! and `urls.py`), so that sanitized output matches what its users and test
//! suite expect. Each list is sorted (byte order) for binary search; the SVG
//! lists keep SVG's camel case and are searched without regard to case.

/// HTML elements kept (`acceptable_elements`).
pub(super) const ELEMENTS: &[&str] = &[
    "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "b", "big",
    "blockquote", "br", "button", "canvas", "caption", "center", "cite", "code", "col",
    "colgroup", "command", "datagrid", "datalist", "dd", "del", "details", "dfn", "dialog",
    "dir", "div", "dl", "dt", "em", "event-source", "fieldset", "figcaption", "figure",
    "font", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "i",
    "img", "input", "ins", "kbd", "keygen", "label", "legend", "li", "m", "map", "menu",
    "meter", "multicol", "nav", "nextid", "noscript", "ol", "optgroup", "option", "output",
    "p", "pre", "progress", "q", "s", "samp", "section", "select", "small", "sound",
    "source", "spacer", "span", "strike", "strong", "sub", "sup", "table", "tbody", "td",
    "textarea", "tfoot", "th", "thead", "time", "tr", "tt", "u", "ul", "var", "video",
];

/// HTML attributes kept (`acceptable_attributes`).
pub(super) const ATTRIBUTES: &[&str] = &[
    "abbr", "accept", "accept-charset", "accesskey", "action", "align", "alt",
    "autocomplete", "autofocus", "axis", "background", "balance", "bgcolor", "bgproperties",
    "border", "bordercolor", "bordercolordark", "bordercolorlight", "bottompadding",
    "cellpadding", "cellspacing", "ch", "challenge", "char", "charoff", "charset",
    "checked", "choff", "cite", "class", "clear", "color", "cols", "colspan", "compact",
    "contenteditable", "controls", "coords", "data", "datafld", "datapagesize", "datasrc",
    "datetime", "default", "delay", "dir", "disabled", "draggable", "dynsrc", "enctype",
    "end", "face", "for", "form", "frame", "galleryimg", "gutter", "headers", "height",
    "hidden", "hidefocus", "high", "href", "hreflang", "hspace", "icon", "id", "inputmode",
    "ismap", "keytype", "label", "lang", "leftspacing", "list", "longdesc", "loop",
    "loopcount", "loopend", "loopstart", "low", "lowsrc", "max", "maxlength", "media",
    "method", "min", "multiple", "name", "nohref", "noshade", "nowrap", "open", "optimum",
    "pattern", "ping", "point-size", "poster", "pqg", "preload", "prompt", "radiogroup",
    "readonly", "rel", "repeat-max", "repeat-min", "replace", "required", "rev",
    "rightspacing", "rows", "rowspan", "rules", "scope", "selected", "shape", "size",
    "span", "src", "start", "step", "style", "summary", "suppress", "tabindex", "target",
    "template", "title", "toppadding", "type", "unselectable", "urn", "usemap", "valign",
    "value", "variable", "volume", "vrml", "vspace", "width", "wrap", "xml:lang",
];

/// Elements dropped together with their text (`unacceptable_elements_with_end_tag`).
pub(super) const DROPPED_WITH_CONTENT: &[&str] = &[
    "applet", "script", "style",
];

/// CSS properties kept in `style` (`acceptable_css_properties`).
pub(super) const CSS_PROPERTIES: &[&str] = &[
    "azimuth", "background-color", "border-bottom-color", "border-collapse", "border-color",
    "border-left-color", "border-right-color", "border-top-color", "clear", "color",
    "cursor", "direction", "display", "elevation", "float", "font", "font-family", "font-
    size", "font-style", "font-variant", "font-weight", "height", "letter-spacing", "line-
    height", "overflow", "pause", "pause-after", "pause-before", "pitch", "pitch-range",
    "richness", "speak", "speak-header", "speak-numeral", "speak-punctuation", "speech-
    rate", "stress", "text-align", "text-decoration", "text-indent", "unicode-bidi",
    "vertical-align", "voice-family", "volume", "white-space", "width",
];

/// Keywords allowed in `background`, `border`, `margin` and `padding` values (`acceptable_css_keywords`).
pub(super) const CSS_KEYWORDS: &[&str] = &[
    "!important", "aqua", "auto", "black", "block", "blue", "bold", "both", "bottom",
    "brown", "center", "collapse", "dashed", "dotted", "fuchsia", "gray", "green", "italic",
    "left", "lime", "maroon", "medium", "navy", "none", "normal", "nowrap", "olive",
    "pointer", "purple", "red", "right", "silver", "solid", "teal", "top", "transparent",
    "underline", "white", "yellow",
];

/// CSS properties also kept inside SVG (`acceptable_svg_properties`).
pub(super) const SVG_CSS_PROPERTIES: &[&str] = &[
    "fill", "fill-opacity", "fill-rule", "stroke", "stroke-linecap", "stroke-linejoin",
    "stroke-opacity", "stroke-width",
];

/// MathML elements kept inside `<math xmlns="http://www.w3.org/1998/Math/MathML">`.
pub(super) const MATHML_ELEMENTS: &[&str] = &[
    "annotation", "annotation-xml", "maction", "maligngroup", "malignmark", "math",
    "menclose", "merror", "mfenced", "mfrac", "mglyph", "mi", "mlabeledtr", "mlongdiv",
    "mmultiscripts", "mn", "mo", "mover", "mpadded", "mphantom", "mprescripts", "mroot",
    "mrow", "ms", "mscarries", "mscarry", "msgroup", "msline", "mspace", "msqrt", "msrow",
    "mstack", "mstyle", "msub", "msubsup", "msup", "mtable", "mtd", "mtext", "mtr",
    "munder", "munderover", "none", "semantics",
];

/// Attributes kept on MathML elements.
pub(super) const MATHML_ATTRIBUTES: &[&str] = &[
    "accent", "accentunder", "actiontype", "align", "alignmentscope", "altimg", "altimg-
    height", "altimg-valign", "altimg-width", "alttext", "bevelled", "charalign", "close",
    "columnalign", "columnlines", "columnspacing", "columnspan", "columnwidth", "crossout",
    "decimalpoint", "denomalign", "depth", "dir", "display", "displaystyle", "edge",
    "encoding", "equalcolumns", "equalrows", "fence", "fontstyle", "fontweight", "form",
    "frame", "framespacing", "groupalign", "height", "href", "id", "indentalign",
    "indentalignfirst", "indentalignlast", "indentshift", "indentshiftfirst",
    "indentshiftlast", "indenttarget", "infixlinebreakstyle", "largeop", "length",
    "linebreak", "linebreakmultchar", "linebreakstyle", "lineleading", "linethickness",
    "location", "longdivstyle", "lquote", "lspace", "mathbackground", "mathcolor",
    "mathsize", "mathvariant", "maxsize", "minlabelspacing", "minsize", "movablelimits",
    "notation", "numalign", "open", "other", "overflow", "position", "rowalign", "rowlines",
    "rowspacing", "rowspan", "rquote", "rspace", "scriptlevel", "scriptminsize",
    "scriptsizemultiplier", "selection", "separator", "separators", "shift", "side", "src",
    "stackalign", "stretchy", "subscriptshift", "superscriptshift", "symmetric", "voffset",
    "width", "xlink:href", "xlink:show", "xlink:type", "xmlns", "xmlns:xlink",
];

/// SVG elements kept inside `<svg xmlns="http://www.w3.org/2000/svg">`, in their SVG spelling
/// (the tokenizer lowercases names; the sanitizer restores the camel case).
pub(super) const SVG_ELEMENTS: &[&str] = &[
    "a", "animate", "animateColor", "animateMotion", "animateTransform", "circle", "defs",
    "desc", "ellipse", "font-face", "font-face-name", "font-face-src", "foreignObject", "g",
    "glyph", "hkern", "line", "linearGradient", "marker", "metadata", "missing-glyph",
    "mpath", "path", "polygon", "polyline", "radialGradient", "rect", "set", "stop", "svg",
    "switch", "text", "title", "tspan", "use",
];

/// Attributes kept on SVG elements, in their SVG spelling.
pub(super) const SVG_ATTRIBUTES: &[&str] = &[
    "accent-height", "accumulate", "additive", "alphabetic", "arabic-form", "ascent",
    "attributeName", "attributeType", "baseProfile", "bbox", "begin", "by", "calcMode",
    "cap-height", "class", "color", "color-rendering", "content", "cx", "cy", "d",
    "descent", "display", "dur", "dx", "dy", "end", "fill", "fill-opacity", "fill-rule",
    "font-family", "font-size", "font-stretch", "font-style", "font-variant", "font-weight",
    "from", "fx", "fy", "g1", "g2", "glyph-name", "gradientUnits", "hanging", "height",
    "horiz-adv-x", "horiz-origin-x", "id", "ideographic", "k", "keyPoints", "keySplines",
    "keyTimes", "lang", "marker-end", "marker-mid", "marker-start", "markerHeight",
    "markerUnits", "markerWidth", "mathematical", "max", "min", "name", "offset", "opacity",
    "orient", "origin", "overline-position", "overline-thickness", "panose-1", "path",
    "pathLength", "points", "preserveAspectRatio", "r", "refX", "refY", "repeatCount",
    "repeatDur", "requiredExtensions", "requiredFeatures", "restart", "rotate", "rx", "ry",
    "slope", "stemh", "stemv", "stop-color", "stop-opacity", "strikethrough-position",
    "strikethrough-thickness", "stroke", "stroke-dasharray", "stroke-dashoffset", "stroke-
    linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-width",
    "systemLanguage", "target", "text-anchor", "to", "transform", "type", "u1", "u2",
    "underline-position", "underline-thickness", "unicode", "unicode-range", "units-per-em",
    "values", "version", "viewBox", "visibility", "width", "widths", "x", "x-height", "x1",
    "x2", "xlink:actuate", "xlink:arcrole", "xlink:href", "xlink:role", "xlink:show",
    "xlink:title", "xlink:type", "xml:base", "xml:lang", "xml:space", "xmlns",
    "xmlns:xlink", "y", "y1", "y2", "zoomAndPan",
];

/// URL schemes a link may use (`ACCEPTABLE_URI_SCHEMES`); any other becomes an empty URL.
pub(super) const URI_SCHEMES: &[&str] = &[
    "aim", "callto", "cvs", "facetime", "feed", "file", "ftp", "git", "gopher", "gtalk",
    "h323", "hdl", "http", "https", "imap", "irc", "irc6", "ircs", "itms", "magnet",
    "mailto", "mms", "msnim", "news", "nntp", "prospero", "rsync", "rtsp", "rtspu", "sftp",
    "shttp", "sip", "sips", "skype", "smb", "snews", "ssh", "svn", "svn+ssh", "telnet",
    "wais", "ymsg",
];

/// The (element, attribute) pairs holding a URL that resolves against the base (`relative_uris`).
pub(super) const URL_ATTRIBUTES: &[(&str, &str)] = &[
    ("a", "href"), ("applet", "codebase"), ("area", "href"), ("audio", "src"),
    ("blockquote", "cite"), ("body", "background"), ("del", "cite"), ("form", "action"),
    ("frame", "longdesc"), ("frame", "src"), ("head", "profile"), ("iframe", "longdesc"),
    ("iframe", "src"), ("img", "longdesc"), ("img", "src"), ("img", "usemap"), ("input",
    "src"), ("input", "usemap"), ("ins", "cite"), ("link", "href"), ("object", "classid"),
    ("object", "codebase"), ("object", "data"), ("object", "usemap"), ("q", "cite"),
    ("script", "src"), ("source", "src"), ("video", "poster"), ("video", "src"),
];

/// Python's `html.entities.name2codepoint` (HTML 4) plus `apos`: the named
/// references feedparser keeps in text; any other `&name;` becomes `&amp;name`.
pub(super) const ENTITY_NAMES: &[&str] = &[
    "AElig", "Aacute", "Acirc", "Agrave", "Alpha", "Aring", "Atilde", "Auml", "Beta", "Ccedil",
    "Chi", "Dagger", "Delta", "ETH", "Eacute", "Ecirc", "Egrave", "Epsilon", "Eta", "Euml", "Gamma",
    "Iacute", "Icirc", "Igrave", "Iota", "Iuml", "Kappa", "Lambda", "Mu", "Ntilde", "Nu", "OElig",
    "Oacute", "Ocirc", "Ograve", "Omega", "Omicron", "Oslash", "Otilde", "Ouml", "Phi", "Pi",
    "Prime", "Psi", "Rho", "Scaron", "Sigma", "THORN", "Tau", "Theta", "Uacute", "Ucirc", "Ugrave",
    "Upsilon", "Uuml", "Xi", "Yacute", "Yuml", "Zeta", "aacute", "acirc", "acute", "aelig",
    "agrave", "alefsym", "alpha", "amp", "and", "ang", "apos", "aring", "asymp", "atilde", "auml",
    "bdquo", "beta", "brvbar", "bull", "cap", "ccedil", "cedil", "cent", "chi", "circ", "clubs",
    "cong", "copy", "crarr", "cup", "curren", "dArr", "dagger", "darr", "deg", "delta", "diams",
    "divide", "eacute", "ecirc", "egrave", "empty", "emsp", "ensp", "epsilon", "equiv", "eta",
    "eth", "euml", "euro", "exist", "fnof", "forall", "frac12", "frac14", "frac34", "frasl",
    "gamma", "ge", "gt", "hArr", "harr", "hearts", "hellip", "iacute", "icirc", "iexcl", "igrave",
    "image", "infin", "int", "iota", "iquest", "isin", "iuml", "kappa", "lArr", "lambda", "lang",
    "laquo", "larr", "lceil", "ldquo", "le", "lfloor", "lowast", "loz", "lrm", "lsaquo", "lsquo",
    "lt", "macr", "mdash", "micro", "middot", "minus", "mu", "nabla", "nbsp", "ndash", "ne", "ni",
    "not", "notin", "nsub", "ntilde", "nu", "oacute", "ocirc", "oelig", "ograve", "oline", "omega",
    "omicron", "oplus", "or", "ordf", "ordm", "oslash", "otilde", "otimes", "ouml", "para", "part",
    "permil", "perp", "phi", "pi", "piv", "plusmn", "pound", "prime", "prod", "prop", "psi", "quot",
    "rArr", "radic", "rang", "raquo", "rarr", "rceil", "rdquo", "real", "reg", "rfloor", "rho",
    "rlm", "rsaquo", "rsquo", "sbquo", "scaron", "sdot", "sect", "shy", "sigma", "sigmaf", "sim",
    "spades", "sub", "sube", "sum", "sup", "sup1", "sup2", "sup3", "supe", "szlig", "tau", "there4",
    "theta", "thetasym", "thinsp", "thorn", "tilde", "times", "trade", "uArr", "uacute", "uarr",
    "ucirc", "ugrave", "uml", "upsih", "upsilon", "uuml", "weierp", "xi", "yacute", "yen", "yuml",
    "zeta", "zwj", "zwnj",
];
