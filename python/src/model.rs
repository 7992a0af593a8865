//! The typed model as plain Python values (dicts, lists, strings, numbers)
//! and back, through the model's serde form: the Python side gives them
//! attribute access (`feedwright.Channel`), and hands them back to write.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use serde_json::Value;

/// A serde value as plain Python values.
pub(crate) fn to_python(py: Python<'_>, value: &Value) -> PyResult<Py<PyAny>> {
    Ok(plain(py, value)?.unbind())
}

fn plain<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        Value::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => i.into_pyobject(py)?.into_any(),
            (None, Some(u), _) => u.into_pyobject(py)?.into_any(),
            (None, None, Some(f)) => f.into_pyobject(py)?.into_any(),
            _ => n.to_string().into_pyobject(py)?.into_any(),
        },
        Value::String(s) => s.into_pyobject(py)?.into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(plain(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (k, v) in map {
                dict.set_item(k, plain(py, v)?)?;
            }
            dict.into_any()
        }
    })
}

/// Plain Python values as a serde value; anything else is a `TypeError`
/// that says where it is.
pub(crate) fn from_python(object: &Bound<'_, PyAny>) -> PyResult<Value> {
    value_at(object, "channel")
}

fn value_at(object: &Bound<'_, PyAny>, path: &str) -> PyResult<Value> {
    if object.is_none() {
        return Ok(Value::Null);
    }
    // bool before int: Python's bool is an int.
    if let Ok(b) = object.cast::<PyBool>() {
        return Ok(Value::Bool(b.is_true()));
    }
    if object.is_instance_of::<PyInt>() {
        if let Ok(i) = object.extract::<i64>() {
            return Ok(Value::from(i));
        }
        if let Ok(u) = object.extract::<u64>() {
            return Ok(Value::from(u));
        }
        return Err(PyTypeError::new_err(format!(
            "{path}: integer out of range"
        )));
    }
    if let Ok(f) = object.cast::<PyFloat>() {
        return Ok(serde_json::Number::from_f64(f.value()).map_or(Value::Null, Value::Number));
    }
    if let Ok(s) = object.cast::<PyString>() {
        return Ok(Value::String(s.to_cow()?.into_owned()));
    }
    if let Ok(dict) = object.cast::<PyDict>() {
        let mut map = serde_json::Map::new();
        for (k, v) in dict.iter() {
            let key: String = k
                .extract()
                .map_err(|_| PyTypeError::new_err(format!("{path}: keys must be strings")))?;
            let at = format!("{path}.{key}");
            map.insert(key, value_at(&v, &at)?);
        }
        return Ok(Value::Object(map));
    }
    if object.is_instance_of::<PyList>() || object.is_instance_of::<PyTuple>() {
        let mut items = Vec::new();
        for (index, item) in object.try_iter()?.enumerate() {
            items.push(value_at(&item?, &format!("{path}[{index}]"))?);
        }
        return Ok(Value::Array(items));
    }
    let type_name = object.get_type().name()?;
    Err(PyTypeError::new_err(format!(
        "{path}: a {type_name} cannot be written (expected str, int, float, bool, None, list or dict)"
    )))
}
