"""Writes records with Confluent's own Python client and its Schema Registry serializers.

A test tool, not part of the console: tests use it to write records the way applications built on
confluent-kafka do (Avro, Protobuf with compiled .proto files, JSON Schema, schema references), so the
console is checked against bytes and registered schemas that nobody here wrote.

Reads one job as JSON on stdin:
  {"bootstrap": "127.0.0.1:19092", "registry": "http://.../apis/ccompat/v7", "topic": "t",
   "value": <serde>, "key": <serde, optional: UTF-8 strings when left out>,
   "register": [{"subject": "s", "schema": "...", "schemaType": "AVRO", "references": [...]}],
   "records": [{"key": ..., "value": ..., "partition": 0}]}
where <serde> is one of
  {"format": "avro", "schema": "<Avro JSON>", "references": [{"name", "subject", "version"}]}
  {"format": "json", "schema": "<JSON Schema>", "references": [...]}
  {"format": "protobuf", "files": {"a.proto": "<text>", ...}, "message": "pkg.Message"}
  {"format": "string"}
and, for bytes written without the registry's framing by the same libraries:
  {"format": "avro-unframed", "schema": "<Avro JSON>"}              fastavro's schemaless writer
  {"format": "protobuf-unframed", "files": {...}, "message": "..."}  the message's own bytes
  {"format": "msgpack"}                                            msgpack.packb of the JSON value
  {"format": "base64"}                                             the record gives the bytes in base64
"register" subjects are registered first, in order (the targets of references).
Prints one JSON line per record: {"partition", "offset"}.
"""

import importlib
import json
import os
import sys
import tempfile

from confluent_kafka import Producer
from confluent_kafka.schema_registry import Schema, SchemaReference, SchemaRegistryClient
from confluent_kafka.schema_registry.avro import AvroSerializer
from confluent_kafka.schema_registry.json_schema import JSONSerializer
from confluent_kafka.schema_registry.protobuf import ProtobufSerializer
from confluent_kafka.serialization import MessageField, SerializationContext, StringSerializer


def references(spec):
    return [SchemaReference(r["name"], r["subject"], r["version"]) for r in spec.get("references", [])]


def compile_protos(files):
    """Compiles .proto texts with protoc (grpcio-tools) into importable *_pb2 modules."""
    from grpc_tools import protoc
    import grpc_tools

    out = tempfile.mkdtemp(prefix="confluent-proto-")
    for name, text in files.items():
        path = os.path.join(out, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    include = os.path.join(os.path.dirname(grpc_tools.__file__), "_proto")
    args = ["protoc", f"-I{out}", f"-I{include}", f"--python_out={out}", *files.keys()]
    if protoc.main(args) != 0:
        raise SystemExit(f"protoc failed on {list(files)}")
    sys.path.insert(0, out)
    return [importlib.import_module(n[: -len(".proto")].replace("/", ".") + "_pb2") for n in files]


def message_class(full_name):
    """The generated class of a message type, by its full name (the modules registered it on import)."""
    from google.protobuf import descriptor_pool, message_factory

    return message_factory.GetMessageClass(descriptor_pool.Default().FindMessageTypeByName(full_name))


def serializer(spec, client):
    fmt = spec["format"]
    if fmt == "string":
        return StringSerializer("utf_8"), lambda v: v
    if fmt == "avro":
        schema = Schema(spec["schema"], "AVRO", references(spec))
        return AvroSerializer(client, schema), lambda v: v
    if fmt == "json":
        schema = Schema(spec["schema"], "JSON", references(spec))
        return JSONSerializer(schema, client), lambda v: v
    if fmt == "protobuf":
        from google.protobuf import json_format

        compile_protos(spec["files"])
        cls = message_class(spec["message"])
        conf = {"use.deprecated.format": False}
        return ProtobufSerializer(cls, client, conf), lambda v: json_format.ParseDict(v, cls())
    if fmt == "avro-unframed":
        import io

        import fastavro

        parsed = fastavro.parse_schema(json.loads(spec["schema"]))

        def avro_bytes(v, _ctx):
            out = io.BytesIO()
            fastavro.schemaless_writer(out, parsed, v)
            return out.getvalue()

        return avro_bytes, lambda v: v
    if fmt == "protobuf-unframed":
        from google.protobuf import json_format

        compile_protos(spec["files"])
        cls = message_class(spec["message"])
        return (lambda m, _ctx: m.SerializeToString()), lambda v: json_format.ParseDict(v, cls())
    if fmt == "msgpack":
        import msgpack

        return (lambda v, _ctx: msgpack.packb(v)), lambda v: v
    if fmt == "base64":
        import base64

        return (lambda v, _ctx: base64.b64decode(v)), lambda v: v
    raise SystemExit(f"unknown format {fmt}")


def main():
    job = json.load(sys.stdin)
    client = SchemaRegistryClient({"url": job["registry"]})
    for entry in job.get("register", []):
        schema = Schema(entry["schema"], entry.get("schemaType", "AVRO"), references(entry))
        client.register_schema(entry["subject"], schema)
    topic = job["topic"]
    value_ser, value_of = serializer(job["value"], client)
    key_ser, key_of = serializer(job.get("key", {"format": "string"}), client)
    producer = Producer({"bootstrap.servers": job["bootstrap"], "enable.idempotence": True})
    written = []

    def delivered(err, msg):
        if err is not None:
            raise SystemExit(f"delivery failed: {err}")
        written.append({"partition": msg.partition(), "offset": msg.offset()})

    for record in job["records"]:
        key = record.get("key")
        value = record.get("value")
        kwargs = {}
        if "partition" in record:
            kwargs["partition"] = record["partition"]
        producer.produce(
            topic,
            key=None if key is None else key_ser(key_of(key), SerializationContext(topic, MessageField.KEY)),
            value=None if value is None else value_ser(value_of(value), SerializationContext(topic, MessageField.VALUE)),
            on_delivery=delivered,
            **kwargs,
        )
        # One at a time, so the offsets printed are in the order of the records given.
        if producer.flush(30) > 0:
            raise SystemExit(f"record {len(written)} was not delivered in 30 s (does topic {topic} exist?)")
    for w in written:
        print(json.dumps(w))


if __name__ == "__main__":
    main()
