/// The JSON Schema (draft 2020-12) of flow files, for editors (yaml-language-server) and CI
/// checks. It mirrors the decoder: the same keys, names and shorthands; `flowc validate` proves the
/// rest (references, types, analyses).
public enum FlowSchema {
  /// The schema as JSON text.
  public static var json: String {
    let navigation = FlowDecoder.navigationKeys
    var pairs: [String] = []
    for (index, first) in navigation.enumerated() {
      for second in navigation[(index + 1)...] {
        pairs.append("{\"required\": [\"\(first)\", \"\(second)\"]}")
      }
    }
    return template.replacingAll("\"NAVIGATION_PAIRS\"", pairs.joined(separator: ", "))
  }

  /// The words no screen can take (`Identifier.reservedScreenNames`), as JSON strings.
  private static var screenKeywords: String {
    Identifier.reservedScreenNames.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  private static let template = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://flowc.dev/schema/flow-1.json",
      "title": "flowc flow file",
      "description": "One coordinator: its screens, the events each screen sends, and what happens on each event.",
      "type": "object",
      "required": ["flow", "screens"],
      "oneOf": [
        {"required": ["start"], "not": {"required": ["tabs"]}},
        {
          "required": ["tabs"],
          "not": {"anyOf": [{"required": ["start"]}, {"required": ["results"]}, {"required": ["actions"]}, {"required": ["context"]}]}
        }
      ],
      "additionalProperties": false,
      "properties": {
        "flow": {"$ref": "#/$defs/upperName", "description": "The flow's name (UpperCamelCase); the generated coordinator is named after it."},
        "description": {"type": "string", "description": "Text carried into the generated documentation comments."},
        "inputs": {"$ref": "#/$defs/fields", "description": "Values given when the flow starts; read-only."},
        "context": {
          "description": "The flow's mutable data: name -> type, or name -> {type, default, sensitive}. A non-optional field without a default is unset until a transition sets it.",
          "type": "object",
          "propertyNames": {"$ref": "#/$defs/lowerName"},
          "additionalProperties": {
            "oneOf": [
              {"$ref": "#/$defs/type"},
              {
                "type": "object",
                "required": ["type"],
                "additionalProperties": false,
                "properties": {"type": {"$ref": "#/$defs/type"}, "default": {"$ref": "#/$defs/expression"}, "sensitive": {"$ref": "#/$defs/sensitive"}}
              }
            ]
          }
        },
        "environment": {"$ref": "#/$defs/fields", "description": "Read-only facts the host app answers at run time."},
        "types": {
          "description": "Enumerations: UserRole: [normal, vip, manager]. Enums are shared by the whole module.",
          "type": "object",
          "propertyNames": {"$ref": "#/$defs/upperName"},
          "additionalProperties": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/lowerName"}}
        },
        "actions": {"$ref": "#/$defs/signatures", "description": "Side effects the coordinator asks the app to perform: name -> parameters."},
        "results": {"$ref": "#/$defs/signatures", "description": "How the flow can finish: name -> payload. A flow without results never finishes."},
        "start": {
          "description": "The first screen, or a list of {when, to} choices tried in order (a screen name alone is a choice without `when`).",
          "oneOf": [
            {"$ref": "#/$defs/screenName"},
            {
              "type": "array",
              "minItems": 1,
              "items": {
                "oneOf": [
                  {"$ref": "#/$defs/screenName"},
                  {
                    "type": "object",
                    "required": ["to"],
                    "additionalProperties": false,
                    "properties": {"when": {"$ref": "#/$defs/expression"}, "to": {"$ref": "#/$defs/screenName"}}
                  }
                ]
              }
            }
          ]
        },
        "tabs": {
          "description": "Instead of `start`: the flow is a tab container (the root flow only); its tabs, in tab-bar order, are child-flow nodes under `screens`, the first selected at start.",
          "type": "array",
          "minItems": 2,
          "uniqueItems": true,
          "items": {"$ref": "#/$defs/screenName"}
        },
        "screens": {
          "description": "name -> screen: a view, or a child flow (`flow:`).",
          "type": "object",
          "propertyNames": {"$ref": "#/$defs/screenName"},
          "additionalProperties": {"$ref": "#/$defs/screen"}
        }
      },
      "$defs": {
        "upperName": {"type": "string", "pattern": "^[A-Z][A-Za-z0-9]*$"},
        "lowerName": {"type": "string", "pattern": "^[a-z][A-Za-z0-9]*$"},
        "screenName": {"type": "string", "pattern": "^[a-z][A-Za-z0-9]*$", "not": {"enum": [\#(screenKeywords)]}},
        "type": {
          "description": "String, Int, Double, Bool, Date, URL, an enum from `types`, an app type, T? or [T].",
          "oneOf": [
            {"type": "string", "pattern": "^\\s*\\[*\\s*[A-Z][A-Za-z0-9]*\\??(\\s*\\]\\??)*\\s*$"},
            {"type": "array", "minItems": 1, "maxItems": 1, "items": {"$ref": "#/$defs/type"}}
          ]
        },
        "expression": {
          "description": "An expression: names, event.x, literals ('text', 42, true, nil, .case), + -, comparisons, && || !, parentheses.",
          "type": ["string", "number", "boolean"]
        },
        "sensitive": {"type": "boolean", "description": "true: the value is shown as <sensitive> in traces and records."},
        "fields": {
          "type": "object",
          "propertyNames": {"$ref": "#/$defs/lowerName"},
          "additionalProperties": {
            "oneOf": [
              {"$ref": "#/$defs/type"},
              {
                "type": "object",
                "required": ["type"],
                "additionalProperties": false,
                "properties": {"type": {"$ref": "#/$defs/type"}, "sensitive": {"$ref": "#/$defs/sensitive"}}
              }
            ]
          }
        },
        "arguments": {
          "type": ["object", "null"],
          "propertyNames": {"$ref": "#/$defs/lowerName"},
          "additionalProperties": {"$ref": "#/$defs/expression"}
        },
        "signatures": {
          "type": "object",
          "propertyNames": {"$ref": "#/$defs/lowerName"},
          "additionalProperties": {"oneOf": [{"type": "null"}, {"$ref": "#/$defs/fields"}]}
        },
        "screen": {
          "type": ["object", "null"],
          "additionalProperties": false,
          "not": {"required": ["view", "flow"]},
          "properties": {
            "view": {"$ref": "#/$defs/upperName", "description": "The view controller type shown."},
            "flow": {"$ref": "#/$defs/upperName", "description": "Instead of `view`: this node starts a child flow; its results are this node's events."},
            "title": {"type": "string"},
            "inputs": {"$ref": "#/$defs/arguments", "description": "param -> expression: the data handed to the screen or child flow."},
            "events": {"$ref": "#/$defs/signatures", "description": "event -> payload: what the screen can send."},
            "on": {
              "description": "event -> transition, or a list of transitions tried in order.",
              "type": "object",
              "propertyNames": {"$ref": "#/$defs/lowerName"},
              "additionalProperties": {
                "oneOf": [{"$ref": "#/$defs/transition"}, {"type": "array", "items": {"$ref": "#/$defs/transition"}}]
              }
            }
          }
        },
        "transition": {
          "oneOf": [
            {"$ref": "#/$defs/lowerName", "description": "A screen name (push), or back, dismiss, close, stay."},
            {
              "type": "object",
              "additionalProperties": false,
              "not": {"anyOf": ["NAVIGATION_PAIRS"]},
              "properties": {
                "when": {"$ref": "#/$defs/expression", "description": "The guard: a Bool expression."},
                "set": {"$ref": "#/$defs/arguments", "description": "field -> expression: context changes."},
                "do": {"$ref": "#/$defs/actions"},
                "push": {"$ref": "#/$defs/screenName"},
                "present": {"$ref": "#/$defs/present"},
                "replace": {"$ref": "#/$defs/screenName"},
                "popTo": {"$ref": "#/$defs/screenName"},
                "back": {"const": true},
                "dismiss": {"const": true},
                "close": {"const": true},
                "stay": {"const": true},
                "finish": {
                  "oneOf": [
                    {"$ref": "#/$defs/lowerName"},
                    {
                      "type": "object",
                      "minProperties": 1,
                      "maxProperties": 1,
                      "propertyNames": {"$ref": "#/$defs/lowerName"},
                      "additionalProperties": {"$ref": "#/$defs/arguments"}
                    }
                  ]
                }
              }
            }
          ]
        },
        "present": {
          "description": "A screen name, or { screen, style, detents, swipeToDismiss }: how the new modal stack is shown.",
          "oneOf": [
            {"$ref": "#/$defs/screenName"},
            {
              "type": "object",
              "required": ["screen"],
              "additionalProperties": false,
              "properties": {
                "screen": {"$ref": "#/$defs/screenName"},
                "style": {
                  "description": "The modal presentation style (default: sheet).",
                  "enum": ["sheet", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "popover"]
                },
                "detents": {
                  "description": "The heights a sheet rests at (sheet, pageSheet and formSheet only).",
                  "type": "array",
                  "minItems": 1,
                  "uniqueItems": true,
                  "items": {"enum": ["medium", "large"]}
                },
                "swipeToDismiss": {"type": "boolean", "description": "Whether the user may swipe the stack away (default: true; never for fullScreen and overFullScreen)."}
              },
              "allOf": [
                {
                  "if": {"required": ["style"], "properties": {"style": {"enum": ["fullScreen", "overFullScreen", "popover"]}}},
                  "then": {"not": {"required": ["detents"]}}
                },
                {
                  "if": {"required": ["style"], "properties": {"style": {"enum": ["fullScreen", "overFullScreen"]}}},
                  "then": {"not": {"required": ["swipeToDismiss"], "properties": {"swipeToDismiss": {"const": true}}}}
                }
              ]
            }
          ]
        },
        "actions": {
          "description": "Action calls: a name, a map of action -> arguments, or a list of those.",
          "oneOf": [
            {"$ref": "#/$defs/lowerName"},
            {"type": "object", "propertyNames": {"$ref": "#/$defs/lowerName"}, "additionalProperties": {"$ref": "#/$defs/arguments"}},
            {
              "type": "array",
              "items": {
                "oneOf": [
                  {"$ref": "#/$defs/lowerName"},
                  {"type": "object", "propertyNames": {"$ref": "#/$defs/lowerName"}, "additionalProperties": {"$ref": "#/$defs/arguments"}}
                ]
              }
            }
          ]
        }
      }
    }

    """#
}
